/**
 * The contract test (decision 045): every call of section 7 of both documents
 * (tests/fixtures/calls, copied by scripts/extract-spec-calls.mjs) is either implemented, and
 * then answers its documented status and shape for valid and invalid input, or listed below as
 * not yet built or deliberately left out, with the reason. It prints the coverage (N of M).
 * One test library per engine; the calls run in a loop.
 */
import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../api/core/http/call.ts";
import { REFERENCE_PATHS, type OpenApiDocument } from "../../api/operations/openapi/openapi.ts";
import documentOne from "../fixtures/calls/document-1.json";
import documentTwo from "../fixtures/calls/document-2.json";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { strictClient } from "../support/strict-client.ts";

interface SpecCall {
  ref: string;
  method: string | null;
  path: string | null;
  name?: string;
  text: string;
}

/** Calls the spec names without a path, and the call of the service that does what they name. */
const NAMED_AS: Record<string, string> = {
  "authority combo details": "GET /autoridade/combo",
  "restricted-link access": "POST /vinculos/acesso-restrito/{a}/s/{b}",
  "self-service check": "GET /parametros/autoatendimento",
  "search submission path": "GET /consulta",
  "initial data": "GET /reserva/{id}/informacoes-iniciais",
  "queue validation": "POST /reserva/validar-fila",
  save: "POST /reserva",
  "user libraries": "GET /unidade-informacao/get-user-libraries",
  "item links": "GET /acervo/{id}/links",
  images: "GET /autoridade/get-images",
  "list campuses": "GET /campus",
  "libraries of a campus": "GET /unidade-informacao",
  "post general comment": "POST /unidade-informacao/comentario",
  "Restricted-link statistics": "POST /vinculos/estatistica-acesso",
  "standards links": "GET /vinculos/abnt/{id}",
  "Public credentials: get token": "POST /oauth/token",
};

/**
 * Calls no route answers yet: each must answer 404 (no such route), so this list fails the test
 * as soon as one is built and not removed from it. Empty while every call of section 7 is built
 * (docs/decisions/045).
 */
const NOT_YET = new Set<string>([]);

/** A not-yet call today swallowed by a parameter route answers that route's refusal, not 404. */
const NOT_YET_SWALLOWED: Record<string, number> = {};

/** The 5xx a call answers by design in the test library: POST /nada-consta/send-mail has no mail server there. */
const ALLOWED_5XX: Record<string, number> = { "POST /nada-consta/send-mail": 503 };

/**
 * Reads that answer 4xx to the demo's input, and why that is their documented answer: a required
 * parameter the generic example does not give, or an id the demo library has no row for.
 */
const GET_REFUSES: Record<string, number> = {
  "GET /v2/consulta/{}/{}": 404, // search_expired: the example's search id was never made
  "GET /v2/consulta/{}/{}/filtros": 404, // search_expired: likewise
  "GET /consulta/titulos-adicionais": 400, // invalid_parameter: acervos is required
  "GET /consulta/acervos-indexados": 400, // invalid_parameter: acervos is required
  "GET /consulta/produtos-target": 400, // invalid_parameter: termoPesquisa is required
  "GET /kardex/{}/item": 400, // invalid_parameter: seqPar is required
  "GET /acervo/{}/dados-armazem": 400, // invalid_parameter: cod_biblioteca is required
  "GET /acervo/{}/localization": 400, // invalid_parameter: codBiblioteca is required
  "GET /pessoas/token-redireciona": 400, // invalid_parameter: base (the hand-off token) is required
  "GET /vinculos/abnt/{}": 404, // not_configured: the demo institution has no ABNT address
  "GET /vinculos/target/{}": 404, // not_configured: nor a Target GEDWeb one
  "GET /pessoas/autenticar/app-layers": 404, // not_configured: no app-layers system in the demo
  "GET /pessoas/meu-pergamum/redirect": 404, // not_configured: no member-area system in the demo
  "GET /consulta/professor/{}": 404, // teacher_not_found
  "GET /consulta/professor-by-name": 400, // invalid_parameter
  "GET /consulta/curso/{}": 404, // course_not_found
  "GET /consulta/disciplina/{}": 404, // discipline_not_found
  "GET /consulta/auto-complete": 400, // invalid_parameter
  "GET /accessibility/search": 400, // invalid_parameter
  "GET /accessibility/filters": 400, // invalid_parameter
  "GET /plano-ensino/disciplinas-bibliotecas": 403, // forbidden
  "GET /plano-ensino/bibliografia": 400, // invalid_parameter
  "GET /acervo/get-cover/{}": 404, // cover_not_found
  "GET /autoridade/combo": 400, // invalid_parameter
  "GET /autoridade/get-images": 400, // invalid_parameter
  "GET /statistics/operating-days-statistics": 400, // invalid_parameter
  "GET /statistics/circ-mat-by-inst": 400, // invalid_parameter
  "GET /statistics/circ-mat-by-lib": 400, // invalid_parameter
  "GET /statistics/turnstile-statistics": 400, // invalid_parameter
  "GET /oidc/authorize": 404, // sso_disabled
  "GET /saml/login": 404, // sso_disabled
  "GET /pessoas/{}/recuperar-senha": 401, // invalid_token
  "GET /perfil-interesse/area-autor-assunto/pesquisa": 400, // invalid_parameter
  "GET /perfil-interesse/periodicos/pesquisa": 400, // invalid_parameter
  "GET /emprestimo/historico": 400, // invalid_date_range
  "GET /reserva/historico": 400, // invalid_date_range
  "GET /bibliographic-alert/get-report-card-data": 400, // invalid_parameter
  "GET /bibliographic-alert/get-report-card-data-item": 400, // invalid_parameter
  "GET /solicitacoes/ficha-catalografica/pdf-view-permission": 400, // invalid_parameter
  "GET /parametros/atividade/{}": 404, // not_found
  "GET /parametros/atividade/{}/informativo": 404, // not_found
  "GET /autoridade/{}": 404, // authority_not_found
};

/** A spec path whose parameter the service spells out as fixed paths (one per request type). */
const ALIASES: Record<string, string> = {
  "GET /solicitacoes/{}": "GET /solicitacoes/levantamento-bibliografico",
};

/** Calls that take no body, so that any body is ignored rather than refused. */
const TAKES_NO_BODY = new Set(["POST /emprestimo/token"]);

/** Calls whose id 0 means something: the logo of library 0 is the institution's (decision 044). */
const ZERO_ID_MEANS_INSTITUTION = new Set(["GET /resources/get-logo/{}"]);

/** Calls the product deliberately does not answer, and why. */
const LEFT_OUT: Record<string, string> = {};

const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;

const specCalls = [...(documentOne.calls as SpecCall[]), ...(documentTwo.calls as SpecCall[])];
const callKey = (c: SpecCall) => {
  if (c.path && c.method) return key(c.method, c.path);
  const as = NAMED_AS[c.name ?? ""];
  if (!as) throw new Error(`no mapping for the named call "${c.name}"`);
  const [m, p] = as.split(" ");
  return key(m, p);
};

/** Example values of path parameters, by name, from the demo library. */
const EXAMPLES: Record<string, string> = {
  id: "1",
  a: "1",
  b: "1",
  year: "2024",
  isbn: "9788535902778",
  usuario: "demo",
  tipo: "levantamento-bibliografico",
  code: "1",
  search_tab: "pesquisa_geral",
  tab: "pesquisa_geral",
};

describe.each(engines)("the contract of every call on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let doc: OpenApiDocument;
  let token = "";
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    doc = (await lib.call("/api/openapi.json")).body as OpenApiDocument;
    const tokens = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "demo", password: "demo" }),
    });
    token = tokens.body.access_token;
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("serves a valid OpenAPI 3.1 document listing every mounted call", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    const listed = new Set(Object.entries(doc.paths).flatMap(([p, ms]) => Object.keys(ms).map((m) => key(m, p))));
    const mounted = lib.app.routes
      .filter((r) => ["GET", "POST", "PUT", "DELETE", "PATCH"].includes(r.method) && !REFERENCE_PATHS.test(r.path))
      .map((r) => key(r.method, r.path.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}").replace(/\/$/, "")));
    expect(mounted.filter((k) => !listed.has(k))).toEqual([]);
    // A declared call is mounted from its declaration, so each answer schema describes a listed call.
    const described = Object.values(doc.paths)
      .flatMap((ms) => Object.values(ms as Record<string, { responses?: Record<string, { content?: unknown }> }>))
      .filter((op) => Object.entries(op.responses ?? {}).some(([s, r]) => /^2\d\d$/.test(s) && r.content));
    console.log(`OpenAPI: ${listed.size} calls, ${described.length} with a response schema`);
  });

  it("answers every call of both documents' section 7 as documented (or lists why not)", async () => {
    const listed = new Map<string, { method: string; path: string }>();
    for (const [p, ms] of Object.entries(doc.paths))
      for (const m of Object.keys(ms)) listed.set(key(m, p), { method: m, path: p });
    const report = { implemented: 0, notYet: [] as string[], leftOut: [] as string[] };
    const problems: string[] = [];
    const seen = new Set<string>();
    const checked = { getOk: 0, invalid: 0, strict: 0 };
    const read = strictClient(doc);
    for (const call of specCalls) {
      const k = ALIASES[callKey(call)] ?? callKey(call);
      const where = `${call.ref}: ${k}`;
      if (LEFT_OUT[k]) {
        report.leftOut.push(k);
        continue;
      }
      const op =
        listed.get(k.replace(/^(\w+) \/?/, (_m, m: string) => `${m} /api/`)) ??
        listed.get(`${k.split(" ")[0]} /api${k.split(" ")[1]}`);
      if (!op) {
        report.notYet.push(k);
        if (!NOT_YET.has(k) && !NOT_YET_SWALLOWED[k]) problems.push(`${where} is not implemented and not in NOT_YET`);
        const [m, p] = k.split(" ");
        const res = await lib.app.request(`/api${p.replace(/\{\}/g, "1")}`, { method: m, headers: { lang: "5" } });
        const body = await res.json();
        const expected = NOT_YET_SWALLOWED[k] ?? 404;
        if (res.status !== expected || (expected === 404 && body.error?.code !== "not_found"))
          problems.push(`${where} is in NOT_YET but answers ${res.status}`);
        continue;
      }
      if (NOT_YET.has(k) || NOT_YET_SWALLOWED[k]) problems.push(`${where} is implemented: take it out of NOT_YET`);
      report.implemented++;
      if (seen.has(k)) continue;
      seen.add(k);
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => EXAMPLES[name] ?? "1");
      const method = op.method.toUpperCase();
      const send = async (target: string, body?: string) => {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, lang: "5" };
        if (body !== undefined) headers["content-type"] = "application/json";
        const res = await lib.app.request(target, { method, headers, body });
        const text = await res.text();
        const json = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
        // A strict client generated from the document must read every answer.
        const path = target === url ? op.path : op.path.replace(/\{(\w+)\}/g, "{$1}");
        for (const problem of read(method, path, res.status, res.headers.get("content-type"), text ? json : undefined))
          problems.push(`${where} ${res.status} as the document declares it: ${problem}`);
        checked.strict++;
        if (res.status >= 500 && !(res.status === ALLOWED_5XX[k])) problems.push(`${where} answered ${res.status}`);
        if (res.status >= 400 && !ErrorBody.safeParse(json).success)
          problems.push(`${where} error shape: ${text.slice(0, 200)}`);
        return { status: res.status, json };
      };
      // Valid input: the demo patron, the demo library's ids; a body-taking call gets an empty object.
      const valid = await send(url, method === "GET" ? undefined : "{}");
      // The answer's shape is checked by the strict client above, against the call's declared schema.
      if (method === "GET" && valid.status >= 300 && GET_REFUSES[k] !== valid.status)
        problems.push(`${where} answered ${valid.status} to the demo's input (${JSON.stringify(valid.json)})`);
      if (method === "GET" && valid.status < 300) checked.getOk++;
      // Invalid input: an id of 0, or a body that is not an object.
      if (/\{\w+\}/.test(op.path) && !ZERO_ID_MEANS_INSTITUTION.has(k)) {
        const bad = await send(op.path.replace(/\{(\w+)\}/g, "0"), method === "GET" ? undefined : "{}");
        if (bad.status < 400 || bad.status >= 500) problems.push(`${where} accepted an id of 0 (${bad.status})`);
        checked.invalid++;
      } else if (method !== "GET" && !TAKES_NO_BODY.has(k)) {
        const bad = await send(url, "[1]");
        if (bad.status < 400 || bad.status >= 500)
          problems.push(`${where} accepted a body that is not an object (${bad.status})`);
        checked.invalid++;
      }
    }
    console.log(
      `Contract coverage: ${report.implemented} of ${specCalls.length} calls answer; ` +
        `${report.notYet.length} not yet built; ${report.leftOut.length} left out on purpose\n` +
        `${checked.getOk} reads answered 2xx to the demo's input, ${checked.invalid} calls refused invalid input, ` +
        `${checked.strict} answers read by a strict client`,
    );
    expect(problems).toEqual([]);
  });
});
