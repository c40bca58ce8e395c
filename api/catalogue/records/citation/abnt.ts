/**
 * ABNT NBR 6023:2018 references from the citation model (standards §1.2–1.3), as segments
 * that carry their emphasis so that the OPAC never renders HTML from data.
 *
 * Choices the norm leaves open, made once here:
 * - the title is highlighted in bold (the norm allows bold, italic or underline);
 * - up to three authors are all listed; with four or more the first is followed by
 *   *et al.* (NBR 6023:2018 8.1.1.2 recommends listing all, and allows this), because
 *   catalogue records of large collaborations would otherwise give references of many lines;
 * - physical description, series and ISSN are given whenever the record has them.
 */
import type { ReferenceSegment } from "../../../contract.ts";
import type { Container } from "./host.ts";
import { joinSentences } from "./isbd.ts";
import { capitalise } from "./marc-text.ts";
import type { Citation, CitationName, Credit } from "./model.ts";

type Element = ReferenceSegment[];

const plain = (texto: string): ReferenceSegment => ({ texto });
const bold = (texto: string): ReferenceSegment => ({ texto, destaque: "negrito" });
const italic = (texto: string): ReferenceSegment => ({ texto, destaque: "italico" });

const MONTHS = ["jan.", "fev.", "mar.", "abr.", "maio", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."];

/** Articles, in the languages of the collection, that ABNT capitalises with the next word in a title entry. */
const ARTICLES = new Set([
  "a",
  "o",
  "as",
  "os",
  "um",
  "uma",
  "uns",
  "umas",
  "the",
  "an",
  "el",
  "la",
  "los",
  "las",
  "lo",
  "le",
  "les",
  "il",
  "gli",
  "un",
  "une",
  "der",
  "die",
  "das",
  "ein",
  "eine",
]);

function endsWithPeriod(segments: ReferenceSegment[]): boolean {
  return segments.findLast((s) => s.texto)?.texto.endsWith(".") ?? false;
}

/** Adjacent segments with the same emphasis become one, so plain text is never split needlessly. */
function merge(segments: ReferenceSegment[]): ReferenceSegment[] {
  const out: ReferenceSegment[] = [];
  for (const s of segments) {
    const previous = out.at(-1);
    if (previous && previous.destaque === s.destaque) previous.texto += s.texto;
    else if (s.texto) out.push({ ...s });
  }
  return out;
}

/**
 * Elements end with a period and are separated by a space. A period that ends an
 * abbreviation ("et al.", "G. L.", "3. ed. rev.") is not doubled.
 */
function sentence(elements: (Element | undefined)[]): ReferenceSegment[] {
  const out: ReferenceSegment[] = [];
  for (const element of elements) {
    if (!element || element.every((s) => !s.texto)) continue;
    if (out.length > 0) out.push(plain(endsWithPeriod(out) ? " " : ". "));
    out.push(...element);
  }
  if (out.length > 0 && !endsWithPeriod(out)) out.push(plain("."));
  return merge(out);
}

/** Capitals outside parentheses: "SÃO PAULO (Município)", "SOCIETY OF CHEMICAL INDUSTRY (Great Britain)". */
function upperOutsideParentheses(text: string): string {
  return text
    .split(/(\([^)]*\))/)
    .map((part, i) => (i % 2 === 1 ? part : part.toLocaleUpperCase("pt-BR")))
    .join("");
}

/** SURNAME, Forenames; corporate bodies with only the top level in capitals. */
export function nameText(name: CitationName): string {
  if ("family" in name) {
    const family = name.family.toLocaleUpperCase("pt-BR");
    return name.given ? `${family}, ${name.given}` : family;
  }
  if (name.hierarchy) {
    const [top, ...units] = name.hierarchy;
    return joinSentences([upperOutsideParentheses(top), ...units]);
  }
  return upperOutsideParentheses(name.literal);
}

function namesElement(names: CitationName[], mark?: string): Element {
  const suffix = mark ? ` (${mark})` : "";
  if (names.length > 3) return [plain(`${nameText(names[0])} `), italic("et al."), plain(suffix)];
  return [plain(names.map(nameText).join("; ") + suffix)];
}

/** Authors, else editors with their mark; undefined means the entry is by title. */
function entry(c: Citation): Element | undefined {
  if (c.author.length > 0) return namesElement(c.author);
  if (c.editor.length > 0) return namesElement(c.editor, c.editorMark);
  return undefined;
}

/**
 * Entry by title: the first word in capitals, and the next one too when the first is an
 * article or a word of one or two letters (ABNT's "artigo ou monossílabo"; longer
 * monosyllables are not told apart from other words here).
 */
export function titleEntry(title: string): string {
  const words = title.split(" ");
  const first = words[0].toLowerCase().replace(/[^\p{L}]/gu, "");
  // A number ("18 de janeiro…") is neither an article nor a monosyllable.
  const count = ARTICLES.has(first) || (first.length > 0 && first.length <= 2) ? 2 : 1;
  return words.map((w, i) => (i < count ? w.toLocaleUpperCase("pt-BR") : w)).join(" ");
}

function subtitleText(subtitle: string | undefined): string {
  return subtitle ? `: ${subtitle}` : "";
}

/** What follows the title proper, never highlighted: " = Parallel title: subtitle". */
function titleRest(c: Citation): string {
  return (c.parallelTitle ? ` = ${c.parallelTitle}` : "") + subtitleText(c.subtitle);
}

/** Bold title and plain subtitle; an entry by title is neither bold nor in the author position. */
function titleElement(c: Citation, byTitle: boolean): Element {
  if (byTitle) return [plain(titleEntry(c.title) + titleRest(c))];
  return [bold(c.title), plain(titleRest(c))];
}

/** The title of a part (chapter, article, document in a site), never highlighted. */
function partTitle(c: Citation, byTitle: boolean): Element {
  return [plain((byTitle ? titleEntry(c.title) : c.title) + titleRest(c))];
}

function imprintElement(place?: string, publisher?: string, date?: string): Element {
  const dated = date ? `, ${date}` : "";
  if (!place && !publisher) return [italic("[S. l.: s. n.]"), plain(dated)];
  return [
    place ? plain(place) : italic("[S. l.]"),
    plain(": "),
    publisher ? plain(publisher) : italic("[s. n.]"),
    plain(dated),
  ];
}

function accessDate(today: Date): string {
  return `${today.getDate()} ${MONTHS[today.getMonth()]} ${today.getFullYear()}`;
}

/** DOI, then "Disponível em: URL. Acesso em: date." with the date the reference is generated. */
function online(c: Citation, today: Date): Element[] {
  const elements: Element[] = [];
  if (c.DOI) elements.push([plain(`DOI: ${/^https?:/.test(c.DOI) ? c.DOI : `https://doi.org/${c.DOI}`}`)]);
  if (c.URL) elements.push([plain(`Disponível em: ${c.URL}`)], [plain(`Acesso em: ${accessDate(today)}`)]);
  return elements;
}

function seriesElement(c: Citation): Element | undefined {
  if (c.series.length === 0) return undefined;
  return [plain(c.series.map((s) => `(${s.number ? `${s.title}, ${s.number}` : s.title})`).join(" "))];
}

function textExtent(c: Citation): string | undefined {
  const { pages, volumes } = c.physical;
  if (pages) return `${pages.count} ${pages.unit}`;
  return volumes ? `${volumes} v.` : undefined;
}

function join(parts: (string | undefined)[], separator = ", "): string {
  return parts.filter(Boolean).join(separator);
}

/**
 * The physical description each material's template asks for: the carrier in ABNT's words
 * when it is recognised ("1 DVD (95 min)"), else the extent as catalogued ("1 kartta").
 */
function physicalElement(c: Citation): Element | undefined {
  const { medium, duration, details, dimensions, pages, extent } = c.physical;
  const timed = medium ? (duration ? `${medium} (${duration})` : medium) : extent;
  const pageCount = pages ? `${pages.count} ${pages.unit}` : undefined;
  let text: string | undefined;
  switch (c.type) {
    case "motion_picture":
      text = join([timed, details]);
      break;
    case "song":
      text = timed;
      break;
    case "map":
      text = join([medium && pageCount ? `${medium} (${pageCount})` : timed, details, dimensions]);
      break;
    case "musical_score":
      text = `${medium ?? "1 partitura"}${pages ? ` (${pages.count} p.)` : ""}`;
      break;
    default:
      text = textExtent(c);
  }
  return text ? [plain(text)] : undefined;
}

/** "Escala 1:500.000" from 255 in any language; other statements ("Escalas variam") as catalogued. */
export function scaleText(scale: string): string {
  const ratio = scale.match(/1\s*:\s*(\d{1,3}(?:[.,\s]\d{3})+|\d+)/);
  if (ratio) {
    const denominator = Number(ratio[1].replace(/\D/g, "")).toLocaleString("pt-BR");
    return `Escala ${/approx|aprox|ca\./i.test(scale) ? "aproximada " : ""}1:${denominator}`;
  }
  if (/scales? var|escalas? vari/i.test(scale)) return "Escalas variam";
  if (/not given|indetermin|não indicada|nao indicada/i.test(scale)) return "Escala indeterminada";
  return scale;
}

function creditsElements(credits: Credit[], roles: Credit["role"][]): Element[] {
  return roles.flatMap((role) => {
    const matching = credits.filter((k) => k.role === role);
    if (matching.length === 0) return [];
    return [[plain(`${matching[0].label}: ${matching.map((k) => k.name).join("; ")}`)]];
  });
}

/** Book, e-book, map, score, sound recording and every type without a template of its own. */
function monograph(c: Citation, today: Date): ReferenceSegment[] {
  const main = entry(c);
  return sentence([
    main,
    titleElement(c, !main),
    c.edition ? [plain(c.edition)] : undefined,
    imprintElement(c.place, c.publisher, c.issued?.literal),
    c.type === "book" && c.online ? [plain("E-book")] : undefined,
    physicalElement(c),
    c.type === "map" && c.scale ? [plain(scaleText(c.scale))] : undefined,
    c.type === "musical_score" && c.performanceMedium.length > 0
      ? [plain(capitalise(c.performanceMedium.join(", ")))]
      : undefined,
    seriesElement(c),
    ...online(c, today),
  ]);
}

/** AUTHOR. **Title**. Orientador: X. Year. n f. Tese (Doutorado em …) – Unit, University, Place, year. */
function thesis(c: Citation, today: Date): ReferenceSegment[] {
  const main = entry(c);
  const t = c.thesis;
  const deposit = c.issued?.literal ?? t?.year;
  const defence = join([t?.institution, t?.place, t?.year]);
  return sentence([
    main,
    titleElement(c, !main),
    ...creditsElements(c.credits, ["advisor"]),
    deposit ? [plain(deposit)] : undefined,
    physicalElement(c),
    t ? [plain(defence ? `${t.genre} – ${defence}` : t.genre)] : undefined,
    ...online(c, today),
  ]);
}

/** "Fortaleza, v. 8, e2024010, p. 1-9, 2024": the host's place and the parsed parts of 773 $g, in ABNT's order. */
function locator(k: Container, date: string | undefined, unknownPlace: string | undefined): ReferenceSegment[] {
  const parts = [
    k.volume ? `${k.volumeCaption ?? "v."} ${k.volume}` : undefined,
    k.issue ? `n. ${k.issue}` : undefined,
    ...k.other,
    k.pages ? `p. ${k.pages}` : undefined,
    date,
  ].filter((part): part is string => Boolean(part));
  const place = k.place ? [plain(k.place)] : unknownPlace ? [italic(unknownPlace)] : [];
  const segments: ReferenceSegment[] = [...place];
  for (const part of parts) segments.push(plain(segments.length > 0 ? `, ${part}` : part));
  return segments;
}

/** A journal or gazette: "**Title**: seção 1, Place, v. x, n. y, p. a-b, date". */
function serialHost(k: Container, date: string | undefined, unknownPlace?: string): Element {
  const after = locator(k, date, unknownPlace);
  const opening = k.section ? `: seção ${k.section}` : subtitleText(k.subtitle);
  return [bold(k.title), plain(opening), ...(after.length > 0 ? [plain(", "), ...after] : [])];
}

/** CHAPTER AUTHOR. Chapter title. *In*: HOST AUTHOR (org.). **Host title**. Edition. Place: Publisher, year. v., cap., p. x-y. */
function chapter(c: Citation, k: Container, today: Date): ReferenceSegment[] {
  const hostPlace = k.place ?? c.place;
  const hostPublisher = k.place || k.publisher ? k.publisher : c.publisher;
  const hostDate = (k.issued ?? c.issued)?.literal;
  const pages = k.pages ?? c.physical.pageRange;
  const hostEntry: Element = k.author
    ? [italic("In"), plain(`: ${nameText(k.author)}${k.authorMark ? ` (${k.authorMark})` : ""}`)]
    : [];
  const hostTitle: Element = [bold(k.title), plain(subtitleText(k.subtitle))];
  const main = entry(c);
  return sentence([
    main,
    partTitle(c, !main),
    ...(k.author ? [hostEntry, hostTitle] : [[italic("In"), plain(": "), ...hostTitle]]),
    k.edition ? [plain(k.edition)] : undefined,
    imprintElement(hostPlace, hostPublisher, hostDate),
    [plain(join([k.volume && `v. ${k.volume}`, k.chapter && `cap. ${k.chapter}`, pages && `p. ${pages}`]))],
    ...online(c, today),
  ]);
}

/** AUTHOR. Article title. **Journal**, Place, v. x, n. y, p. a-b, month year. */
function article(c: Citation, k: Container, today: Date): ReferenceSegment[] {
  const main = entry(c);
  return sentence([
    main,
    partTitle(c, !main),
    serialHost(k, k.date ?? c.issued?.literal, "[s. l.]"),
    ...online(c, today),
  ]);
}

/** TITLE OF THE PERIODICAL. Place: Publisher, 1998- . ISSN. */
function periodical(c: Citation, today: Date): ReferenceSegment[] {
  const range = c.issued?.literal;
  return sentence([
    [plain(c.title.toLocaleUpperCase("pt-BR") + titleRest(c))],
    // An open range is written "1998- ." so that the final period does not touch the hyphen.
    imprintElement(c.place, c.publisher, range?.endsWith("-") ? `${range} ` : range),
    c.ISSN[0] ? [plain(`ISSN ${c.ISSN[0]}`)] : undefined,
    ...online(c, today),
  ]);
}

/** A document in a site (with a 773 host), or a site as a whole. */
function webpage(c: Citation, today: Date): ReferenceSegment[] {
  const main = entry(c);
  const k = c.container;
  if (!k) {
    return sentence([main, titleElement(c, !main), [plain(join([c.place, c.issued?.literal]))], ...online(c, today)]);
  }
  return sentence([
    main,
    partTitle(c, !main),
    [plain(join([k.title, k.place, k.date ?? c.issued?.literal]))],
    ...online(c, today),
  ]);
}

/** TITLE (first word in capitals). Direção: X. Produção: Y. Place: Producer, year. 1 DVD (95 min), son., color. */
function video(c: Citation, today: Date): ReferenceSegment[] {
  return sentence([
    titleElement(c, true),
    ...creditsElements(c.credits, ["director", "producer"]),
    imprintElement(c.place, c.publisher, c.issued?.literal),
    physicalElement(c),
    c.issuingBody ? [plain(c.issuingBody)] : undefined,
    ...online(c, today),
  ]);
}

function ementa(c: Citation): Element | undefined {
  const text = c.subtitle ?? c.abstract;
  return text ? [plain(capitalise(text))] : undefined;
}

/** The gazette (773) that published an act or decision, else the imprint. */
function publication(c: Citation): Element {
  if (c.container) return serialHost(c.container, c.container.date);
  return imprintElement(c.place, c.publisher, c.issued?.literal);
}

/** JURISDICTION. Epígrafe. Ementa. **Diário Oficial**: seção, Place, ano, n., p., date. */
function legislation(c: Citation, today: Date): ReferenceSegment[] {
  const main = entry(c);
  return sentence([
    main,
    [plain(main ? c.title : titleEntry(c.title))],
    ementa(c),
    publication(c),
    ...online(c, today),
  ]);
}

/**
 * JURISDICTION. Court (panel). Type and number. Ementa. Parties. Relator: Name, date of
 * judgment. Publication. Online decisions without a gazette have no publication element.
 */
function legalCase(c: Citation, today: Date): ReferenceSegment[] {
  const main = entry(c);
  const [reporter] = creditsElements(c.credits, ["reporter"]);
  const judged = join([reporter?.[0].texto, c.eventDate]);
  return sentence([
    main,
    [plain(main ? c.title : titleEntry(c.title))],
    ementa(c),
    ...c.credits.filter((k) => k.role === "party").map((k) => [plain(`${k.label}: ${k.name}`)]),
    judged ? [plain(judged)] : undefined,
    c.container ? serialHost(c.container, c.container.date) : undefined,
    ...online(c, today),
  ]);
}

export function formatAbnt(c: Citation, opts: { today: Date }): ReferenceSegment[] {
  const { today } = opts;
  switch (c.type) {
    case "thesis":
      return thesis(c, today);
    case "periodical":
      return periodical(c, today);
    case "webpage":
      return webpage(c, today);
    case "motion_picture":
      return video(c, today);
    case "legislation":
      return legislation(c, today);
    case "legal_case":
      return legalCase(c, today);
    case "article-journal":
      return c.container ? article(c, c.container, today) : monograph(c, today);
    case "chapter":
    case "paper-conference":
    case "entry-dictionary":
    case "entry-encyclopedia":
      return c.container ? chapter(c, c.container, today) : monograph(c, today);
    default:
      return monograph(c, today);
  }
}

export function abntText(segments: ReferenceSegment[]): string {
  return segments.map((s) => s.texto).join("");
}
