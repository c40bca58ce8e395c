/**
 * Delivering what the interest profiles match (decision 031): collecting each live
 * profile's new matches after the catalogue changes, the e-mail digest with its unsubscribe link,
 * and the private Atom feed.
 */
import { raiseAlert } from "../alerts/alerts.service.ts";
import { basketRecords } from "../../catalogue/basket/basket.service.ts";
import type { BasketRecord } from "../../catalogue/basket/contract.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import type { Mailer } from "../../operations/mail/mailer.ts";
import { todayInSaoPaulo } from "../personal/personal-data.rules.ts";
import type { DigestUnsubscribe, InterestFeed } from "./contract.ts";
import {
  anyLiveEntry,
  digestRecipients,
  findProfile,
  lockScan,
  markMailed,
  patronName,
  patronOfFeed,
  recentMatches,
  recordNewMatches,
  setDigest,
  setFeed,
  setScannedTo,
  unmailedMatches,
} from "./interest.repository.ts";
import { feedToken, newFeedNonce, patronOfUnsubscribe, tokenHash, unsubscribeToken } from "./tokens.ts";

/** The alert kind raised when a scan finds new titles for a patron (app/locales/interest). */
export const NEW_TITLES_ALERT = "interest_new_titles";
/** Entries of the private feed: the most recent matches. */
export const FEED_ENTRIES = 50;
/** Titles in one digest; more wait for the next one. */
export const DIGEST_MAX_TITLES = 100;
/**
 * A scan looks this far before the previous one's end: an import's transaction that began before
 * the last scan but committed after it wrote rows older than that scan. Matching twice is harmless
 * (one row per patron and record).
 */
const SCAN_OVERLAP_MS = 10 * 60 * 1000;

/**
 * Finds the new matches of every live profile among the records changed since the last scan
 * (imported, re-imported, given copies), records them, and raises one alert per patron who has
 * some. Called at the end of every import, by the digest command and by the digest schedule.
 * Returns how many matches were added.
 */
export async function collectInterestMatches(db: Db, today = todayInSaoPaulo()): Promise<number> {
  return db.transaction(async (tx) => {
    const scan = await lockScan(tx);
    let added = 0;
    if (await anyLiveEntry(tx, today)) {
      const since = new Date(new Date(scan.scanned_to).getTime() - SCAN_OVERLAP_MS);
      const byPatron = await recordNewMatches(tx, today, since);
      const stamp = new Date(scan.now).toISOString();
      for (const [patronId, count] of byPatron) {
        added += count;
        await raiseAlert(tx, {
          patronId,
          kind: NEW_TITLES_ALERT,
          params: { count },
          link: "/meupergamum/perfil-interesse#titulos",
          dedupeKey: `interest:${stamp}`,
        });
      }
    }
    await setScannedTo(tx, scan.now);
    return added;
  });
}

// ---- The private feed ----------------------------------------------------------------------------

/** A new private feed address for the patron; the previous one stops working. */
export async function renewFeed(db: Queryable, patronId: number, secret: string): Promise<string> {
  const nonce = newFeedNonce();
  const token = feedToken(secret, nonce);
  await setFeed(db, patronId, nonce, tokenHash(token));
  return token;
}

export async function revokeFeed(db: Queryable, patronId: number): Promise<void> {
  await setFeed(db, patronId, null, null);
}

const feedNotFound = () => new ApiError(404, "interest_feed_not_found", "errors.interest_feed_not_found");

export async function feedOf(db: Queryable, token: string, lang: Lang): Promise<InterestFeed> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw feedNotFound();
  const owner = await patronOfFeed(db, tokenHash(token));
  if (!owner) throw feedNotFound();
  const matches = await recentMatches(db, owner.patron_id, FEED_ENTRIES);
  const records = new Map(
    (
      await basketRecords(
        db,
        matches.map((m) => m.record_id),
        lang,
      )
    ).map((r) => [r.cod_acervo, r]),
  );
  return {
    nome: owner.name,
    titulos: matches.flatMap((m) => {
      const record = records.get(m.record_id);
      return record ? [{ ...record, encontrado_em: new Date(m.matched_at).toISOString() }] : [];
    }),
  };
}

// ---- The digest's unsubscribe link ---------------------------------------------------------------

const unsubscribeNotFound = () =>
  new ApiError(404, "interest_unsubscribe_invalid", "errors.interest_unsubscribe_invalid");

export async function unsubscribeState(db: Queryable, secret: string, token: string): Promise<DigestUnsubscribe> {
  const patronId = patronOfUnsubscribe(secret, token);
  const patron = patronId === undefined ? undefined : await patronName(db, patronId);
  if (patronId === undefined || !patron) throw unsubscribeNotFound();
  const profile = await findProfile(db, patronId);
  return { nome: patron.name, resumo_email: profile?.digest ?? false };
}

export async function unsubscribe(db: Queryable, secret: string, token: string): Promise<DigestUnsubscribe> {
  const state = await unsubscribeState(db, secret, token);
  await setDigest(db, patronOfUnsubscribe(secret, token)!, false);
  return { ...state, resumo_email: false };
}

// ---- The digest ----------------------------------------------------------------------------------

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

/** The digest's words: plain text and HTML, every title and name escaped in the HTML. */
export function digestMail(
  input: { name: string; records: BasketRecord[]; origin: string; unsubscribeUrl: string },
  lang: Lang,
): DigestMail {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, `interest.digest.${key}`, params);
  const { origin, records } = input;
  const profileUrl = `${origin}/meupergamum/perfil-interesse`;
  const line = (r: BasketRecord) =>
    [r.titulo, r.autor, r.ano_publicacao === null ? null : String(r.ano_publicacao)].filter(Boolean).join(" · ");
  const text = [
    t("greeting", { name: input.name }),
    "",
    t("intro", { count: records.length }),
    "",
    ...records.flatMap((r) => [line(r), `${origin}/acervo/${r.cod_acervo}`, ""]),
    t("manage", { url: profileUrl }),
    t("unsubscribe", { url: input.unsubscribeUrl }),
    "",
  ].join("\n");
  const link = (url: string, label = url) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(t("greeting", { name: input.name }))}</p>`,
    `<p>${escapeHtml(t("intro", { count: records.length }))}</p>`,
    "<ul>",
    ...records.map((r) => `<li>${link(`${origin}/acervo/${r.cod_acervo}`, line(r))}</li>`),
    "</ul>",
    `<p>${escapeHtml(t("manageHtml"))} ${link(profileUrl)}</p>`,
    `<p>${escapeHtml(t("unsubscribeHtml"))} ${link(input.unsubscribeUrl)}</p>`,
  ].join("\n");
  return { subject: t("subject", { count: records.length }), text, html };
}

export interface DigestRun {
  /** Digests sent. */
  sent: number;
  /** Titles in them. */
  titles: number;
  /** Patrons whose digest could not be sent (kept for the next run). */
  failed: number;
}

/**
 * Collects new matches, then mails each opted-in patron with an e-mail the matches not mailed yet
 * (at most DIGEST_MAX_TITLES), marking them mailed once the server took the message. A patron's
 * failure is counted and left for the next run; the others still get theirs.
 */
export async function sendDigests(
  db: Db,
  mailer: Mailer,
  input: {
    origin: string;
    secret: string;
    lang: Lang;
    /** After each patron's mail (the schedule renews its lease: api/patron/interest/digest-schedule.ts). */
    afterEach?: () => Promise<void>;
  },
): Promise<DigestRun> {
  await collectInterestMatches(db);
  const run: DigestRun = { sent: 0, titles: 0, failed: 0 };
  const origin = input.origin.replace(/\/+$/, "");
  for (const recipient of await digestRecipients(db)) {
    const matches = await unmailedMatches(db, recipient.patron_id, DIGEST_MAX_TITLES);
    const records = await basketRecords(
      db,
      matches.map((m) => m.record_id),
      input.lang,
    );
    if (records.length === 0) continue;
    const mail = digestMail(
      {
        name: recipient.name,
        records,
        origin,
        unsubscribeUrl: `${origin}/perfil-interesse/cancelar-resumo/${unsubscribeToken(input.secret, recipient.patron_id)}`,
      },
      input.lang,
    );
    try {
      await mailer.send({ to: [recipient.email], ...mail });
    } catch {
      run.failed++;
      continue;
    }
    await markMailed(
      db,
      matches.map((m) => m.id),
    );
    run.sent++;
    run.titles += records.length;
    await input.afterEach?.();
  }
  return run;
}
