/**
 * The bibliographic bulletin (decision 031): made from the catalogue's recency data (a record's
 * created_at, the "novas aquisições" of migration 011) by `npm run circ -- bulletin-make [MONTH]`,
 * read by the public calls of /bibliographic-alert.
 */
import { basketRecords } from "../../catalogue/basket/basket.service.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { todayInSaoPaulo } from "../personal/personal-data.rules.ts";
import { placementOf } from "./classes.ts";
import type { ReportCard, ReportCardArea, ReportCardChapterData, ReportCardData } from "./contract.ts";
import {
  bulletinGroups,
  chapterRecordIds,
  findBulletin,
  listBulletins,
  recordsOfMonth,
  replaceBulletin,
  type BulletinRow,
} from "./bulletin.repository.ts";

export const CHAPTER_PAGE_SIZE = 20;

const MONTH_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The bulletin's title, in the library's language like its other data. */
export function bulletinTitle(month: string): string {
  return `Novas aquisições – ${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

/**
 * Makes (or makes again) the bulletin of `month` (YYYY-MM; default: the current month in São
 * Paulo) from the records that entered the catalogue that month. Returns its id and size.
 */
export async function makeBulletin(
  db: Db,
  month = todayInSaoPaulo().slice(0, 7),
): Promise<{ id: number; total: number }> {
  if (!MONTH.test(month)) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "MONTH" });
  return db.transaction(async (tx) => {
    const records = await recordsOfMonth(tx, `${month}-01`);
    const items = records.map((r) => {
      const { area, chapter } = placementOf(r.classification);
      return {
        recordId: r.id,
        areaCode: area.code,
        areaName: area.name,
        chapterCode: chapter.code,
        chapterName: chapter.name,
      };
    });
    const id = await replaceBulletin(tx, `${month}-01`, bulletinTitle(month), items);
    return { id, total: items.length };
  });
}

const toCard = (row: BulletinRow): ReportCard => ({
  cod_report_card: row.id,
  titulo: row.title,
  mes: row.month,
  total: row.total,
  criado_em: new Date(row.created_at).toISOString(),
});

export async function reportCards(db: Queryable): Promise<ReportCard[]> {
  return (await listBulletins(db)).map(toCard);
}

const notFound = () => new ApiError(404, "bulletin_not_found", "errors.bulletin_not_found");

async function requireBulletin(db: Queryable, id: number): Promise<BulletinRow> {
  const row = await findBulletin(db, id);
  if (!row) throw notFound();
  return row;
}

export async function reportCardData(db: Queryable, id: number): Promise<ReportCardData> {
  const row = await requireBulletin(db, id);
  const areas: ReportCardArea[] = [];
  for (const g of await bulletinGroups(db, id)) {
    let area = areas.at(-1);
    if (area?.codigo !== g.area_code) {
      area = { codigo: g.area_code, descricao: g.area_name, total: 0, capitulos: [] };
      areas.push(area);
    }
    area.total += g.total;
    area.capitulos.push({ chapter_code: g.chapter_code, descricao: g.chapter_name, total: g.total });
  }
  return { ...toCard(row), areas };
}

export async function reportCardChapter(
  db: Queryable,
  id: number,
  chapterCode: string,
  page: number,
  lang: Lang,
): Promise<ReportCardChapterData> {
  const data = await reportCardData(db, id);
  const area = data.areas.find((a) => a.capitulos.some((c) => c.chapter_code === chapterCode));
  const chapter = area?.capitulos.find((c) => c.chapter_code === chapterCode);
  if (!area || !chapter) throw new ApiError(404, "bulletin_chapter_not_found", "errors.bulletin_chapter_not_found");
  const ids = await chapterRecordIds(db, id, chapterCode, {
    limit: CHAPTER_PAGE_SIZE,
    offset: (page - 1) * CHAPTER_PAGE_SIZE,
  });
  return {
    cod_report_card: data.cod_report_card,
    titulo: data.titulo,
    mes: data.mes,
    area: { codigo: area.codigo, descricao: area.descricao },
    capitulo: chapter,
    pagina: page,
    porPagina: CHAPTER_PAGE_SIZE,
    titulos: await basketRecords(db, ids, lang),
  };
}
