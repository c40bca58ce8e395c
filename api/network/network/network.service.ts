/**
 * The network search (decision 041, "network search"): database types by category permission,
 * the institutions, the search over the harvested records with the catalogue's query language,
 * and one harvested record with the link to its home catalogue.
 */
import { PUBLIC_CATEGORY } from "../../patron/auth/login-settings.service.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { configuredTargets } from "../remote/remote.service.ts";
import {
  DATABASE_TYPES,
  type DatabaseType,
  type NetworkInstitution,
  type NetworkRecord,
  type NetworkSearchResponse,
} from "./contract.ts";
import {
  categoryOfPatron,
  countNetwork,
  findNetworkRecord,
  grantedActivities,
  institutionCounts,
  listInstitutions,
  searchNetwork,
  type NetworkQuery,
} from "./network.repository.ts";

/**
 * Any failure reading the network catalogue is document 2's status 500 with this message, which
 * the OPAC shows as 'Serviço Rede Pergamum não disponível!' while the rest of the page works.
 */
export function networkUnavailable(): ApiError {
  return new ApiError(500, "network_unavailable", "errors.network_unavailable");
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error("library service: network catalogue unreadable", error);
    throw networkUnavailable();
  }
}

/** The database types granted to the caller's category (a visitor: the public category). */
export async function databaseTypes(db: Queryable, patronId: number | null, lang: Lang): Promise<DatabaseType[]> {
  let category = PUBLIC_CATEGORY;
  if (patronId !== null) {
    const own = await categoryOfPatron(db, patronId);
    if (own === undefined) throw new ApiError(401, "unauthorized", "errors.unauthorized");
    category = own;
  }
  const granted = new Set(
    await grantedActivities(
      db,
      category,
      DATABASE_TYPES.map((d) => d.codigo),
    ),
  );
  const remote = granted.size ? await configuredTargets(db) : [];
  return DATABASE_TYPES.filter((d) => granted.has(d.codigo)).map((d) => {
    const target = d.backend ? undefined : remote.find((t) => t.codigo === d.codigo);
    return {
      codigo: d.codigo,
      base: d.base,
      descricao: translate(lang, `network.base.${d.codigo}`),
      disponivel: d.backend || target !== undefined,
      ...(target ? { remoto: target.nome } : {}),
    };
  });
}

export async function institutions(db: Queryable): Promise<NetworkInstitution[]> {
  return guarded(async () =>
    (await listInstitutions(db)).map((r) => ({ cod_empresa: r.id, sigla_empresa: r.acronym, desc_empresa: r.name })),
  );
}

export async function networkSearch(db: Queryable, query: NetworkQuery): Promise<NetworkSearchResponse> {
  return guarded(async () => {
    const [hits, counts] = await Promise.all([searchNetwork(db, query), institutionCounts(db, query)]);
    const total = hits.length ? hits[0].total : query.page > 1 ? await countNetwork(db, query) : 0;
    return {
      totalRegistros: total,
      registros: hits.map((h) => ({
        id: h.id,
        titulo: h.title ?? "",
        autor: h.creator,
        tipo_obra: h.type,
        ano_publicacao: h.year,
        idioma: h.language,
        instituicao: { cod_empresa: h.endpoint_id, desc_empresa: h.name, sigla_empresa: h.acronym },
        ...("editions" in h
          ? {
              obra: {
                edicoes: h.editions,
                instituicoes: h.institutions
                  .map((i) => ({ cod_empresa: i.id, sigla_empresa: i.acronym, desc_empresa: i.name }))
                  .sort((a, b) => a.sigla_empresa.localeCompare(b.sigla_empresa)),
              },
            }
          : {}),
      })),
      filtros: {
        Z: counts.map((c) => ({ valor: c.id, sigla: c.acronym, descricao: c.name, quantidade: c.n })),
      },
    };
  });
}

const HTTP = /^https?:\/\/[^\s<>"]+$/i;

/**
 * Where the record lives at home: the endpoint's home address with `{id}` replaced by the local
 * part of the OAI identifier (`oai:host:123` → 123; this product's peers: `https://host/acervo/{id}`),
 * else the record's own http(s) dc:identifier (DSpace's handle), else the endpoint's home address.
 */
export function homeLink(homeUrl: string | null, oaiIdentifier: string, dc: { elemento: string; valor: string }[]) {
  if (homeUrl && homeUrl.includes("{id}")) {
    const local = oaiIdentifier.slice(oaiIdentifier.lastIndexOf(":") + 1);
    const link = homeUrl.replaceAll("{id}", encodeURIComponent(local));
    return HTTP.test(link) ? link : null;
  }
  const own = dc.find((d) => d.elemento === "dc:identifier" && HTTP.test(d.valor.trim()));
  if (own) return own.valor.trim();
  return homeUrl && HTTP.test(homeUrl) ? homeUrl : null;
}

export async function networkRecord(db: Queryable, id: number): Promise<NetworkRecord> {
  const row = await guarded(() => findNetworkRecord(db, id));
  if (!row) throw new ApiError(404, "record_not_found", "errors.record_not_found", { id });
  const first = (el: string) => row.dc.find((d) => d.elemento === el)?.valor ?? null;
  return {
    id: row.id,
    oai_identifier: row.oai_identifier,
    datestamp: row.datestamp,
    titulo: row.title ?? "",
    autor: row.creators,
    ano_publicacao: row.year,
    idioma: first("dc:language"),
    tipo_obra: first("dc:type"),
    dublin_core: row.dc,
    instituicao: { cod_empresa: row.endpoint_id, sigla_empresa: row.acronym, desc_empresa: row.name },
    link_origem: homeLink(row.home_url, row.oai_identifier, row.dc),
    coletado_em: row.harvested_at,
  };
}
