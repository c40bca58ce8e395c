/** The bulletin pages' addresses (/alerta-bibliografico…; decision 031). */
export const BULLETIN_PATH = "/alerta-bibliografico";

export const bulletinHref = (id: number) => `${BULLETIN_PATH}/${id}`;
export const chapterHref = (id: number, chapter: string, page = 1) =>
  `${BULLETIN_PATH}/${id}/${encodeURIComponent(chapter)}${page > 1 ? `?pagina=${page}` : ""}`;

/** A path segment that names a bulletin: a positive id, else null (the page answers 404). */
export function parseBulletinId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The month of a bulletin (YYYY-MM) as the reader says it: "novembro de 2026", "November 2026". */
export function monthName(month: string, locale: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const tag = locale === "pt" ? "pt-BR" : locale === "es" ? "es" : "en-GB";
  return new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
