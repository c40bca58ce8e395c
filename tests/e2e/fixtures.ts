/**
 * Shared Playwright fixtures. Every test gets `a11y`:
 * - `a11y.visit(path)` navigates and runs axe;
 * - `a11y.check()` runs axe on the page as it is now (after a click, a submit…);
 * and when the test ends, every page the browser showed must have been checked, so a test cannot
 * visit a page and forget the accessibility check. Script errors and console errors (hydration
 * mismatches, for instance) fail the test too.
 *
 * axe runs as JavaScript in a page. In the "nojs" project the page cannot run it, so the check
 * copies the page's DOM (which, without JS, is the server's HTML) into a JS-enabled "mirror" page
 * at the same URL, with the same stylesheets and viewport, scripts removed, and runs axe there
 * (one mirror window per worker, which keeps axe loaded from one check to the next). A page with
 * JS is analysed in the mirror too, from its hydrated DOM, with the fields changed since load and
 * the focused element set there as they are in the page (`Replay`): that is the state its keys
 * describe, and injecting axe's half-megabyte source into every new document was most of a JS
 * check's time. A state the mirror cannot show (a hovered element, an open modal or popover,
 * other media features, a fragment's :target) is analysed in the page itself.
 *
 * axe takes most of a browser test's time, and many tests show the same page in the same state
 * (the home page, a search for a common word), in both projects. axe's verdict depends only on
 * what it analyses: the DOM, the stylesheets it links (fingerprinted URLs, so the DOM names them),
 * the viewport, the media features, and the live state CSS can see (form values, focus, hover,
 * an open modal). So a check first hashes exactly that (`axeStateKeys`) and reuses the verdict of
 * an identical state already analysed in this run, by any test, worker or project
 * (test-results/axe-cache, emptied by Playwright when a run starts). Every page shown is still
 * checked: a state never seen before is analysed, and a violation found once fails every test
 * that shows that state.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import type AxeCore from "axe-core";
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Frame,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from "@playwright/test";

import { contrastSkeleton, CONTROLS, schemeBlind, STYLED_ATTRIBUTES } from "../support/axe-style-key.ts";

import { e2eServer } from "./servers.ts";

export { expect, schemeBlind };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface A11y {
  visit(path: string): Promise<Response | null>;
  check(): Promise<void>;
}

/** A page is its URL without the fragment (a skip link does not make a new page). */
function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}

/** The DOM axe analyses: the page's HTML without scripts (what the nojs mirror is given). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/**
 * A JS-enabled page showing exactly the DOM of `page` (for pages that cannot run axe). The mirror
 * keeps one window for the whole worker: the first check of an origin loads the HTML at its URL,
 * later ones take the URL with history.replaceState and write the new HTML into the same window
 * (Playwright's setContent: document.open keeps the window, and axe in it), so axe's
 * half-megabyte source is compiled once per worker instead of once per check.
 */
async function mirrorOf(page: Page, mirror: Page, html: string, replay: Replay): Promise<Page | null> {
  const url = pageKey(page.url());
  const viewport = page.viewportSize();
  if (viewport) await mirror.setViewportSize(viewport);
  if (mirror.url().startsWith("http") && new URL(mirror.url()).origin === new URL(url).origin) {
    await mirror.evaluate((target) => history.replaceState(null, "", target), url);
    await mirror.setContent(html, { waitUntil: "load" });
  } else {
    await mirror.route(
      (target) => target.href === url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
      { times: 1 },
    );
    await mirror.goto(url);
  }
  if (!replay.fields.length && !replay.focus) return mirror;
  // The state the HTML does not carry, set by the same steps; a step that finds nothing, or a
  // focus the mirror shows otherwise, leaves the check to the page itself.
  const shown = await mirror.evaluate((replay) => {
    const find = (path: string): Element | null => {
      let node: Element | null = document.documentElement;
      for (const step of path ? path.split("/") : []) {
        const [tag, index] = step.split(":");
        const child: Element | undefined = node ? [...node.children][Number(index)] : undefined;
        node = child && child.tagName === tag ? child : null;
      }
      return node;
    };
    for (const field of replay.fields) {
      const el = find(field.path);
      if (el instanceof HTMLInputElement) {
        if (field.value !== undefined) el.value = field.value;
        if (field.checked !== undefined) el.checked = field.checked;
      } else if (el instanceof HTMLTextAreaElement && field.value !== undefined) el.value = field.value;
      else if (el instanceof HTMLSelectElement && field.selected) {
        for (const option of el.options) option.selected = field.selected.includes(option.index);
      } else return false;
    }
    if (replay.focus) {
      const el = find(replay.focus.path);
      if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
      el.focus({ focusVisible: replay.focus.visible } as FocusOptions);
      if (document.activeElement !== el || el.matches(":focus-visible") !== replay.focus.visible) return false;
    }
    return true;
  }, replay);
  return shown ? mirror : null;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Which of axe's rules a run asks for. colour-contrast is most of axe's time (on a results page 12
 * of 18 s, on the login page 1 of 2, on the loaded reference machine), and its verdict depends on
 * less than the other rules' do, so it runs and is remembered on its own (`styleStateKey`).
 */
type AxePart = "structure" | "contrast";

/**
 * The rules whose verdict depends on the colours the stylesheets give (the "contrast" part): text
 * against its background, and a link in a block of text against that text (WCAG 1.4.1). No other
 * rule of these tags reads a colour, which is what lets the structure part ignore the colour
 * scheme (`schemeBlind`, tests/support/axe-style-key.ts).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The kinds of element colour-contrast has found sound in this run, by chain (the ancestor chain
 * of tags, classes and styled attributes `sampleKinds` groups elements by, the focused element
 * marked in it), each with the scope its colours were measured in: the stylesheets, the viewport
 * and the live state but for focus (`kindScope`). The colours of an element come from the rules
 * that match that chain, so an element of a known kind in the same scope is measured already, on
 * whichever page it was (decision 022). Kept as files beside the verdicts, so every worker and
 * both projects share them.
 */
interface KnownKinds {
  has(chain: string): boolean;
  add(chains: readonly string[]): void;
}

function knownKinds(testInfo: TestInfo, scope: string): KnownKinds {
  const file = (chain: string) =>
    axeCacheFile(testInfo, `kind-${createHash("sha256").update(scope).update("\n").update(chain).digest("hex")}`);
  return {
    has: (chain) => existsSync(file(chain)),
    add: (chains) => chains.forEach((chain) => storeVerdict(file(chain), [])),
  };
}

/**
 * axe's verdict on `target` as it is. Legacy mode: axe.run() in the page itself (the default
 * mode of @axe-core/playwright runs it per frame and opens a blank page to merge the parts, 2-3 s
 * more per check here); the only frame the catalogue shows is the same-origin PDF viewer, which
 * axe reaches through its frame messenger. Only violations are asked for (axe then skips
 * describing every passing node). Same rules, tags, options and configuration as AxeBuilder's
 * legacy run (decision 022), except that axe is injected into a document only when it is not
 * there yet (AxeBuilder injected its half-megabyte source twice per check), and that the run is
 * split in two parts (`AxePart`). colour-contrast measures only the kinds of element not known
 * sound yet (`KnownKinds`), on a page without frames.
 */
async function axeViolations(target: Page, part: AxePart, known: KnownKinds): Promise<AxeViolation[]> {
  // The other frames (the PDF viewer) are looked at first; the main frame's axe in the run itself,
  // a round trip less for every check of a page that has had one already.
  let framed = false;
  for (const frame of target.frames()) {
    if (frame === target.mainFrame()) continue;
    framed = true;
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object").catch(() => true)) continue;
    await injectAxe(frame);
  }
  let measured: string[] | undefined;
  if (part === "contrast") {
    const kinds = await sampleKinds(target);
    measured = framed ? kinds : kinds.filter((chain) => !known.has(chain));
    if (!framed && !measured.length) return [];
  }
  const run = () => analyse(target, part, measured);
  let found = await run();
  if (!found) {
    await injectAxe(target.mainFrame());
    found = (await run())!;
  }
  if (part === "contrast" && !framed && !found.violations.length) known.add(found.shown);
  return found.violations;
}

async function injectAxe(frame: Frame): Promise<void> {
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(`axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`);
}

/**
 * The kinds of element on `target` that colour-contrast measures, by chain, each with the
 * elements that stand for it, kept in the page for `analyse`: the shown elements with text (or
 * controls) grouped by their ancestor chain of tags, classes and styled attributes, the same
 * chains `contrastSkeleton` keys by. Twenty results cost what one does (on a results page 2 s
 * instead of 15). Per chain the first shown element and the one with the longest text: axe leaves
 * text of one character undecided ("2" in the pagination), and the kind must still be measured.
 */
function sampleKinds(target: Page): Promise<string[]> {
  return target.evaluate(
    ({ styledAttributes, controls }) => {
      const chains = new Map<Element, string>();
      const chainOf = (el: Element): string => {
        let known = chains.get(el);
        if (known === undefined) {
          const kept = [...el.attributes]
            .filter((a) => a.name.startsWith("data-") || styledAttributes.includes(a.name))
            .map((a) => `${a.name}=${a.name === "class" ? [...el.classList].sort().join(".") : a.value}`)
            .sort();
          // The focused element's own rules (:focus, :focus-visible) colour it and what it holds.
          const focus =
            el === document.activeElement && el !== document.body
              ? `:focus${el.matches(":focus-visible") ? "-visible" : ""}`
              : "";
          known = `${el.parentElement ? chainOf(el.parentElement) : ""}>${el.localName}[${kept.join(",")}]${focus}`;
          chains.set(el, known);
        }
        return known;
      };
      const kinds = new Map<string, { first: Element; longest: Element; length: number }>();
      const ownText = (el: Element) =>
        [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .join("")
          .trim();
      for (const el of document.body.querySelectorAll("*")) {
        const text = ownText(el);
        if (!text && !controls.includes(el.localName)) continue;
        if (!el.checkVisibility()) continue;
        const chain = chainOf(el);
        const kind = kinds.get(chain);
        if (!kind) kinds.set(chain, { first: el, longest: el, length: text.length });
        else if (text.length > kind.length) Object.assign(kind, { longest: el, length: text.length });
      }
      (window as { axeKinds?: unknown }).axeKinds = kinds;
      return [...kinds.keys()];
    },
    { styledAttributes: STYLED_ATTRIBUTES, controls: CONTROLS },
  );
}

/**
 * axe's verdict on `target`, or null when axe is not in its main frame yet. colour-contrast
 * measures the elements standing for the kinds `measured` names (from `sampleKinds`); `shown`
 * names those whose elements were still in the page, shown, when it ended (a page with JS may
 * change while axe runs, and a removed element is not measured).
 */
function analyse(
  target: Page,
  part: AxePart,
  measured: string[] | undefined,
): Promise<{ violations: AxeViolation[]; shown: string[] } | null> {
  return target.evaluate(
    async ({ tags, part, measured, COLOUR_RULES }) => {
      const axe = (window as unknown as { axe?: typeof AxeCore }).axe;
      if (typeof axe !== "object") return null;
      const kinds = (window as { axeKinds?: Map<string, { first: Element; longest: Element }> }).axeKinds;
      const sample = (measured ?? []).flatMap((chain) => {
        const { first, longest } = kinds!.get(chain)!;
        return first === longest ? [first] : [first, longest];
      });
      const context = measured ? { include: sample } : document;
      const results = await axe.run(context as AxeCore.ElementContext, {
        runOnly: part === "contrast" ? { type: "rule", values: COLOUR_RULES } : { type: "tag", values: tags },
        rules: part === "contrast" ? {} : Object.fromEntries(COLOUR_RULES.map((rule) => [rule, { enabled: false }])),
        resultTypes: ["violations"],
      });
      const shown = (measured ?? []).filter((chain) => {
        const { first, longest } = kinds!.get(chain)!;
        return [first, longest].every((el) => el.isConnected && el.checkVisibility());
      });
      const violations = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      }));
      return { violations, shown };
    },
    { tags: AXE_TAGS, part, measured, COLOUR_RULES },
  );
}

/**
 * Everything axe's verdict on the page depends on, hashed: for the structure rules, and for
 * colour-contrast (whose verdict a page shares with every page styled alike: tests/support/axe-style-key.ts). Scripts are left out on both sides:
 * axe ignores them, and the nojs mirror runs without them. A page with JS adds the state that
 * lives outside its HTML: form values and choices changed since load, the focused and the hovered
 * element, open modals and popovers, the media features. The nojs mirror has none of it (a fresh
 * page in a default context), so its part is empty, and a JS page in that same state shares the
 * verdict.
 */
async function axeStateKeys(page: Page, javaScript: boolean, pointerMovedAway = false): Promise<PageState> {
  // One call for everything read in the page: each is a round trip, and a check reads twice.
  const { live, liveBesideFocus, busy, html, pointerAway, replay } = await page.evaluate(
    ({ javaScript, pointerMovedAway }) => {
      // Playwright's page.content(), which the keys were first made of.
      const content = () =>
        (document.doctype ? new XMLSerializer().serializeToString(document.doctype) : "") +
        document.documentElement.outerHTML;
      const none: Replay = { fields: [], focus: null };
      if (!javaScript) {
        return { live: "", liveBesideFocus: "", busy: false, html: content(), pointerAway: false, replay: none };
      }
      // The pointer has just been moved off the page: marked in this document until it is over it again.
      const marked = window as { axePointerAway?: boolean };
      if (pointerMovedAway && marked.axePointerAway === undefined) {
        for (const type of ["pointermove", "pointerover", "pointerdown", "mousemove", "mouseover", "mousedown"]) {
          window.addEventListener(type, () => (marked.axePointerAway = false), { capture: true, passive: true });
        }
      }
      if (pointerMovedAway) marked.axePointerAway = true;
      // An element's place among the elements the mirror is given (scripts and module preloads
      // are left out of its HTML), so that the mirror finds it by the same steps.
      const kept = (el: Element) =>
        el.localName !== "script" && !(el.localName === "link" && el.getAttribute("rel") === "modulepreload");
      const where = (el: Element | null): string => {
        const steps: string[] = [];
        for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
          const siblings = node.parentElement ? [...node.parentElement.children].filter(kept) : [node];
          steps.unshift(`${node.tagName}:${siblings.indexOf(node)}`);
        }
        return steps.join("/");
      };
      const changed: string[] = [];
      const fields: Replay["fields"] = [];
      document.querySelectorAll("input, textarea, select").forEach((el) => {
        if (el instanceof HTMLInputElement && (el.value !== el.defaultValue || el.checked !== el.defaultChecked)) {
          changed.push(`${where(el)}=${el.value}|${el.checked}`);
          fields.push({ path: where(el), value: el.type === "file" ? undefined : el.value, checked: el.checked });
        } else if (el instanceof HTMLTextAreaElement && el.value !== el.defaultValue) {
          changed.push(`${where(el)}=${el.value}`);
          fields.push({ path: where(el), value: el.value });
        } else if (el instanceof HTMLSelectElement && [...el.options].some((o) => o.selected !== o.defaultSelected)) {
          const selected = [...el.selectedOptions].map((o) => o.index);
          changed.push(`${where(el)}=${selected.join(",")}`);
          fields.push({ path: where(el), selected });
        }
      });
      const active = document.activeElement;
      const focused = active && active !== document.body ? active : null;
      const focusVisible = focused?.matches(":focus-visible") ?? false;
      const hovered = [...document.querySelectorAll(":hover")].pop() ?? null;
      const media = ["(prefers-color-scheme: dark)", "(prefers-reduced-motion: reduce)", "(forced-colors: active)"];
      const nonDefaultMedia = media.filter((query) => matchMedia(query).matches);
      const modal = [...document.querySelectorAll(":modal, :popover-open")].map(where);
      // Only what differs from a freshly loaded page, so that a JS page at rest keys like its mirror.
      const pointed = hovered && hovered !== document.documentElement && hovered !== document.body;
      const live = (withFocus: boolean) =>
        [
          changed.length ? `forms ${changed.join(";")}` : "",
          withFocus && focused ? `focus ${where(focused)}${focusVisible ? " visible" : ""}` : "",
          pointed ? `hover ${where(hovered)}` : "",
          nonDefaultMedia.length ? `media ${nonDefaultMedia.join(",")}` : "",
          modal.length ? `modal ${modal.join(",")}` : "",
        ]
          .filter(Boolean)
          .join("\n");
      // The mirror can show changed fields and a focused element, not a pointer, a modal, media
      // features or a fragment's :target.
      const replayable = !pointed && !nonDefaultMedia.length && !modal.length && !location.hash;
      return {
        replay: replayable ? { fields, focus: focused ? { path: where(focused), visible: focusVisible } : null } : null,
        live: live(true),
        // The focused element is in its kind's chain instead (`sampleKinds`).
        liveBesideFocus: live(false),
        busy: document.querySelector('[aria-busy="true"]') !== null,
        html: content(),
        pointerAway: marked.axePointerAway === true,
      };
    },
    { javaScript, pointerMovedAway },
  );
  const viewport = page.viewportSize();
  const scriptless = withoutScripts(html);
  const skeleton = contrastSkeleton(scriptless);
  return {
    busy,
    pointerAway,
    replay,
    html: scriptless,
    kindScope: JSON.stringify({
      viewport,
      live: liveBesideFocus,
      styles: skeleton.filter((entry) => entry.startsWith("stylesheet ") || entry.startsWith("css ")),
    }),
    keys: {
      structure: createHash("sha256")
        .update(JSON.stringify({ url: pageKey(page.url()), viewport, live, tags: AXE_TAGS, off: COLOUR_RULES }))
        .update(schemeBlind(scriptless))
        .digest("hex"),
      // The live state is in both: focus, hover and the media features change colours too.
      contrast: createHash("sha256")
        .update(JSON.stringify({ part: "contrast", viewport, live, skeleton }))
        .digest("hex"),
    },
  };
}

/**
 * A page's state as axeStateKeys read it: its keys, its HTML without scripts, how the mirror can
 * show it, whether it is still fetching, and whether the pointer is known to be off it (moved away while this document was
 * shown, and not over it since).
 */
/**
 * The live state a mirror can give its copy of the HTML: the fields changed since load (by their
 * place among the copied elements) and the focused element, with whether it shows its focus.
 */
interface Replay {
  fields: { path: string; value?: string; checked?: boolean; selected?: number[] }[];
  focus: { path: string; visible: boolean } | null;
}

interface PageState {
  keys: Record<AxePart, string>;
  /** What an element's colours depend on beside its chain: the stylesheets, the viewport, the live state. */
  kindScope: string;
  html: string;
  /** What the mirror must do to show this state beside the HTML, or null when it cannot. */
  replay: Replay | null;
  busy: boolean;
  pointerAway: boolean;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

function axeCacheFile(testInfo: TestInfo, key: string): string {
  return path.join(testInfo.project.outputDir, "axe-cache", `${key}.json`);
}

function cachedVerdict(file: string): AxeViolation[] | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as AxeViolation[];
  } catch {
    return undefined;
  }
}

function storeVerdict(file: string, summary: AxeViolation[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: another worker may read it at any moment.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(summary));
  renameSync(temp, file);
}

/** Per part, how many checks of the test reused a verdict, and axe's time (an annotation in the report). */
type AxeCounts = Record<AxePart, { checks: number; reused: number; ms: number }>;

async function runAxe(
  page: Page,
  testInfo: TestInfo,
  counts: AxeCounts,
  javaScript: boolean,
  mirror: () => Promise<Page>,
  newDocument: boolean,
): Promise<void> {
  await page.waitForLoadState("load");
  // The page at rest, with no pointer over it: the mouse left where the last click was would hover
  // whatever the next page shows there, a state its no-JS twin (and the verdict cache) never has.
  // A mouse move waits for a frame (16 ms, more than the rest of a check whose verdict is known),
  // so it is made only when the pointer may be over the page: a document not checked yet, or one
  // where it has moved since it was moved away (the mark axeStateKeys leaves).
  let state = newDocument || !javaScript ? undefined : await axeStateKeys(page, true);
  if (javaScript && !state?.pointerAway) {
    await page.mouse.move(-1, -1);
    state = undefined;
  }
  state ??= await axeStateKeys(page, javaScript, javaScript);
  // A page with JS that is still fetching (a client navigation: aria-busy, dimmed) is between two
  // states; the check is of the page the patron then sees.
  if (state.busy) {
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    state = await axeStateKeys(page, true);
  }
  const { keys } = state;
  const verdicts: Partial<Record<AxePart, AxeViolation[]>> = {};
  const analysed: AxePart[] = [];
  // Where axe runs: the mirror, for a page without JS or one whose state it can show, else the page itself.
  let inMirror = state.replay !== null;
  const known = knownKinds(testInfo, state.kindScope);
  let target: Page | undefined;
  for (const part of ["structure", "contrast"] as const) {
    counts[part].checks += 1;
    verdicts[part] = cachedVerdict(axeCacheFile(testInfo, `${part}-${keys[part]}`));
    if (verdicts[part]) {
      counts[part].reused += 1;
    } else {
      const started = performance.now();
      if (!target && inMirror) {
        target = (await mirrorOf(page, await mirror(), state.html, state.replay!)) ?? undefined;
        inMirror = target !== undefined;
      }
      target ??= page;
      verdicts[part] = await axeViolations(target, part, known);
      analysed.push(part);
      counts[part].ms += performance.now() - started;
    }
  }
  // A page with JS analysed where it is may have changed while axe ran (hydration, a late fetch):
  // its verdict is then not known to belong to either state, so it is not kept. The mirror's copy
  // is the state the keys were made of.
  const after = analysed.length && !inMirror ? (await axeStateKeys(page, true)).keys : keys;
  for (const part of analysed) {
    if (after[part] === keys[part]) storeVerdict(axeCacheFile(testInfo, `${part}-${keys[part]}`), verdicts[part]!);
  }
  for (const part of ["structure", "contrast"] as const) {
    expect(verdicts[part], `axe violations (${part}) on ${page.url()}`).toEqual([]);
  }
}

export const test = base.extend<{ a11y: A11y }, { axeMirror: (locale: string | undefined) => Promise<Page> }>({
  // Pages and API requests of a worker go to that worker's own server (tests/e2e/servers.ts).
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
  // The mirror pages (for pages without JS and pages at rest): one per locale for the whole worker (a new context per test
  // started a renderer process each time). A mirror only ever shows DOM it is handed, with the
  // stylesheets that DOM names, so nothing of one test reaches the next.
  axeMirror: [
    async ({ browser }, use) => {
      const mirrors = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
      await use(async (locale) => {
        const key = locale ?? "";
        if (!mirrors.has(key)) {
          mirrors.set(
            key,
            browser.newContext({ javaScriptEnabled: true, locale }).then(async (context) => ({
              context,
              page: await context.newPage(),
            })),
          );
        }
        return (await mirrors.get(key)!).page;
      });
      for (const mirror of mirrors.values()) await (await mirror).context.close();
    },
    { scope: "worker" },
  ],
  a11y: [
    async ({ page, axeMirror, javaScriptEnabled, locale }, use, testInfo) => {
      const shown = new Set<string>();
      const checked = new Set<string>();
      const scriptErrors: string[] = [];
      page.on("pageerror", (error) => scriptErrors.push(error.message));
      page.on("console", (message) => {
        // The browser logs every 4xx answer (our 404 and 400 pages, a failed login) as an error.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          scriptErrors.push(message.text());
        }
      });
      // A document not checked yet: the pointer may be anywhere over it (runAxe).
      let newDocument = true;
      page.on("framenavigated", (frame) => {
        if (frame !== page.mainFrame()) return;
        newDocument = true;
        if (frame.url().startsWith("http")) shown.add(pageKey(frame.url()));
      });
      const counts: AxeCounts = {
        structure: { checks: 0, reused: 0, ms: 0 },
        contrast: { checks: 0, reused: 0, ms: 0 },
      };
      const check = async () => {
        const wasNew = newDocument;
        newDocument = false;
        // The address may change while axe runs (a page that replaces its own address once
        // hydrated): the state analysed is the one shown at the start.
        const before = page.url();
        await runAxe(page, testInfo, counts, javaScriptEnabled !== false, () => axeMirror(locale), wasNew);
        checked.add(pageKey(before));
        checked.add(pageKey(page.url()));
      };
      await use({
        check,
        async visit(path) {
          const response = await page.goto(path);
          await check();
          return response;
        },
      });
      testInfo.annotations.push({
        type: "axe",
        description: (["structure", "contrast"] as const)
          .map((part) => {
            const { checks, reused, ms } = counts[part];
            return `${part}: ${checks} checks, ${reused} reused, ${(ms / 1000).toFixed(1)} s analysing`;
          })
          .join("; "),
      });
      expect(scriptErrors, "script or console errors").toEqual([]);
      const unchecked = [...shown].filter((url) => !checked.has(url));
      expect(unchecked, "pages shown without an axe check").toEqual([]);
    },
    { auto: true },
  ],
});

/** The demo patron's name as the library service reports it (GET /api/pessoas), not hard-coded. */
export async function patronName(request: APIRequestContext, username: string, password: string): Promise<string> {
  const token = await request.post("/api/oauth/token", {
    form: { grant_type: "password", username, password },
  });
  expect(token.ok(), `token for ${username}`).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const people = await request.get("/api/pessoas", { headers: { authorization: `Bearer ${access_token}` } });
  expect(people.ok()).toBe(true);
  return ((await people.json()) as { user: { nome_pessoa: string } }).user.nome_pessoa;
}

/** "Registros encontrados: 1.234" → 1234 (any locale's grouping). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator("#results-count").textContent()) ?? "";
  const match = /:\s*([\d.,\s\u00a0\u202f]+)/.exec(text);
  expect(match, `count in "${text}"`).not.toBeNull();
  return Number(match![1].replace(/[^\d]/g, ""));
}

/**
 * Types a search term and leaves the field with Tab, as a patron moving on to the next control
 * does. The term field suggests headings a moment after typing; a patron who moved on never sees
 * them, but one still in the field would, over the option, buttons and panel below it.
 */
export async function typeTerm(field: Locator, term: string): Promise<void> {
  await field.fill(term);
  await field.press("Tab");
}
