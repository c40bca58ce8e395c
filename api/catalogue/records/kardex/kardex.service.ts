/**
 * The "Coleção (kardex)" tab of a serial: the issues each library received (Pergamum's kardex
 * calls GET /kardex/{id}/permissao, /combobox-data and /data; docs/api.md "Kardex").
 */
import type { Queryable } from "../../../core/db/db.ts";
import type { KardexData, KardexOptions, KardexPermission } from "../../../contract.ts";
import { translate, type Lang } from "../../../core/i18n.ts";
import { enabledActivities } from "../activities.ts";
import { requireRecord } from "../record.service.ts";
import { WORK_TYPES } from "../work-type.ts";
import { countKardex, kardexIssues, kardexLibraries, kardexMonths, kardexYears } from "./kardex.repository.ts";

/** Activity 32 is enabled, the record is a serial and some library holds issues of it. */
export async function kardexAvailable(db: Queryable, record: { id: number; work_type: number }): Promise<boolean> {
  if (record.work_type !== WORK_TYPES.SERIAL) return false;
  if (!(await enabledActivities(db)).has(32)) return false;
  return (await countKardex(db, record.id)) > 0;
}

export async function kardexPermission(db: Queryable, id: number): Promise<KardexPermission> {
  return { permissao: await kardexAvailable(db, await requireRecord(db, id)) };
}

const LOCALES: Record<Lang, string> = { pt: "pt-BR", en: "en", es: "es" };

export function monthName(month: number, lang: Lang): string {
  const name = new Intl.DateTimeFormat(LOCALES[lang], { month: "long", timeZone: "UTC" }).format(
    Date.UTC(2000, month - 1, 1),
  );
  return name.charAt(0).toLocaleUpperCase(LOCALES[lang]) + name.slice(1);
}

export async function kardexOptions(db: Queryable, id: number, lang: Lang): Promise<KardexOptions> {
  await requireRecord(db, id);
  const [libraries, years, months] = await Promise.all([
    kardexLibraries(db, id),
    kardexYears(db, id),
    kardexMonths(db, id),
  ]);
  return {
    bibliotecas: libraries.map((l) => ({ cod_biblioteca: l.id, desc_biblioteca: l.name })),
    anos: years,
    periodos: months.map((m) => ({ cod_periodo: m, descricao: monthName(m, lang) })),
  };
}

export async function kardexData(
  db: Queryable,
  id: number,
  filter: { libraryId?: number; year?: number; month?: number },
  lang: Lang,
): Promise<KardexData> {
  await requireRecord(db, id);
  const rows = await kardexIssues(db, id, filter);
  return {
    registros: rows.map((r) => ({
      cod_fasciculo: r.id,
      cod_biblioteca: r.library_id,
      desc_biblioteca: r.library_name,
      ano: r.year,
      mes: r.month,
      volume: r.volume,
      numero: r.number,
      periodo: r.designation,
      situacao: r.status,
      desc_situacao: translate(lang, `kardexStatus.${r.status}`),
      data_recebimento: r.received_on,
    })),
    totalRegistros: rows.length,
    recebidos: rows.filter((r) => r.status === "received").length,
    faltantes: rows.filter((r) => r.status === "missing").length,
  };
}
