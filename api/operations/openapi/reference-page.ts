/**
 * The reference page (/api/docs): the OpenAPI document rendered as plain HTML on the server, so
 * it needs no script and nothing from another site, and its own strict CSP (one stylesheet
 * allowed by its hash). Decision 045.
 */
import { createHash } from "node:crypto";
import type { OpenApiDocument } from "./openapi.ts";

type Lang = "pt" | "en" | "es";

const TEXT = {
  pt: {
    title: "Referência das chamadas do serviço da biblioteca",
    skip: "Ir para o conteúdo",
    intro: "Gerada a partir dos esquemas com que o serviço valida cada chamada. O mesmo documento, em OpenAPI 3.1:",
    contents: "Recursos",
    params: "Parâmetros de",
    name: "Nome",
    where: "Onde",
    required: "Obrigatório",
    schema: "Esquema",
    yes: "sim",
    no: "não",
    body: "Corpo da requisição",
    responses: "Respostas",
    noParams: "Sem parâmetros.",
    error: "Qualquer falha: o formato de erro único do serviço.",
    calls: "chamadas",
    formats: "Formatos aceitos",
  },
  en: {
    title: "Library service call reference",
    skip: "Skip to content",
    intro: "Generated from the schemas the service validates each call with. The same document, as OpenAPI 3.1:",
    contents: "Resources",
    params: "Parameters of",
    name: "Name",
    where: "In",
    required: "Required",
    schema: "Schema",
    yes: "yes",
    no: "no",
    body: "Request body",
    responses: "Responses",
    noParams: "No parameters.",
    error: "Any failure: the one error shape of the service.",
    calls: "calls",
    formats: "Accepted formats",
  },
  es: {
    title: "Referencia de las llamadas del servicio de la biblioteca",
    skip: "Ir al contenido",
    intro:
      "Generada a partir de los esquemas con que el servicio valida cada llamada. El mismo documento, en OpenAPI 3.1:",
    contents: "Recursos",
    params: "Parámetros de",
    name: "Nombre",
    where: "Dónde",
    required: "Obligatorio",
    schema: "Esquema",
    yes: "sí",
    no: "no",
    body: "Cuerpo de la solicitud",
    responses: "Respuestas",
    noParams: "Sin parámetros.",
    error: "Cualquier fallo: el formato de error único del servicio.",
    calls: "llamadas",
    formats: "Formatos aceptados",
  },
} satisfies Record<Lang, Record<string, string>>;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0}
header,main,nav{max-width:72rem;margin:0 auto;padding:0 1rem}
a{color:#0b4f9c}a:focus{outline:3px solid #b35c00;outline-offset:2px}
.skip{position:absolute;left:-999rem}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
h2{border-top:2px solid #ccc;padding-top:1rem;margin-top:2rem}
h3{font-family:ui-monospace,monospace;font-size:1rem;background:#f2f2f2;padding:.4rem .6rem}
.method{font-weight:700;text-transform:uppercase;margin-right:.5rem}
table{border-collapse:collapse;margin:.5rem 0}caption{text-align:left;font-weight:600}
th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}
pre,code{font-family:ui-monospace,monospace;font-size:.875rem}pre{background:#f7f7f7;padding:.5rem;overflow:auto;white-space:pre-wrap}
main ul{columns:22rem}
`;

export const REFERENCE_CSP =
  `default-src 'none'; style-src '${"sha256-" + createHash("sha256").update(STYLE).digest("base64")}'; ` +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

/** pt unless the caller asks for en or es (the `lang` header of the API, or Accept-Language). */
export function referenceLang(langHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  if (langHeader === "5") return "en";
  if (langHeader === "3") return "es";
  for (const part of (acceptLanguage ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === "pt" || code === "en" || code === "es") return code;
  }
  return "pt";
}

const compact = (schema: unknown) => escape(JSON.stringify(schema, null, 2));

/**
 * The contents (every resource and its calls, linked) without `tag`; one resource's calls in full
 * with it. One page of everything was a quarter of a megabyte: too long to read or to check.
 */
export function renderReference(doc: OpenApiDocument, lang: Lang, tag?: string): string | null {
  const t = TEXT[lang];
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  let count = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      count++;
      const id = escape(String(op.operationId));
      const params = (op.parameters as { name: string; in: string; required: boolean; schema: unknown }[]) ?? [];
      const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
      const responses = op.responses as Record<
        string,
        { description?: string; content?: Record<string, { schema: unknown }> }
      >;
      const parts = [
        `<section aria-labelledby="${id}"><h3 id="${id}"><span class="method">${method}</span>${escape(path)}</h3>`,
      ];
      if (params.length === 0) parts.push(`<p>${t.noParams}</p>`);
      else {
        parts.push(
          `<table><caption>${t.params} ${method.toUpperCase()} ${escape(path)}</caption><thead><tr>` +
            `<th scope="col">${t.name}</th><th scope="col">${t.where}</th><th scope="col">${t.required}</th><th scope="col">${t.schema}</th></tr></thead><tbody>` +
            params
              .map(
                (p) =>
                  `<tr><th scope="row"><code>${escape(p.name)}</code></th><td>${escape(p.in)}</td><td>${p.required ? t.yes : t.no}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
              )
              .join("") +
            "</tbody></table>",
        );
      }
      if (body) {
        const types = Object.keys(body.content);
        parts.push(
          `<h4>${t.body}</h4><p>${t.formats}: ${types.map((x) => `<code>${escape(x)}</code>`).join(", ")}</p>` +
            `<pre>${compact(body.content[types[0]].schema)}</pre>`,
        );
      }
      parts.push(`<h4>${t.responses}</h4><dl>`);
      for (const [status, response] of Object.entries(responses)) {
        const schema = response.content?.["application/json"]?.schema;
        const text = response.description ?? t.error;
        parts.push(
          `<dt><code>${escape(status)}</code></dt><dd>${escape(text)}${schema ? `<pre>${compact(schema)}</pre>` : ""}</dd>`,
        );
      }
      parts.push("</dl></section>");
      const opTag = (op.tags as string[])[0];
      byTag.set(opTag, [...(byTag.get(opTag) ?? []), parts.join("")]);
      index.set(opTag, [...(index.get(opTag) ?? []), `<li><code>${method.toUpperCase()} ${escape(path)}</code></li>`]);
    }
  }
  const tags = [...byTag.keys()].sort();
  if (tag !== undefined && !byTag.has(tag)) return null;
  const head = (title: string) => `<!DOCTYPE html>
<html lang="${lang === "pt" ? "pt-BR" : lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body><a class="skip" href="#conteudo">${t.skip}</a>`;
  if (tag !== undefined) {
    return `${head(`/api/${escape(tag)} | ${t.title}`)}
<header><p><a href="/api/docs">${t.title}</a></p><h1>/api/${escape(tag)}</h1></header>
<main id="conteudo" tabindex="-1">${(byTag.get(tag) ?? []).join("")}</main>
</body></html>`;
  }
  return `${head(t.title)}
<header><h1>${t.title}</h1><p>${t.intro} <a href="/api/openapi.json">/api/openapi.json</a> (${count} ${t.calls}).</p>
<p>${escape(doc.info.description)}</p></header>
<main id="conteudo" tabindex="-1"><h2>${t.contents}</h2>
${tags.map((x) => `<h3><a href="/api/docs/${escape(x)}">/api/${escape(x)}</a></h3><ul>${(index.get(x) ?? []).join("")}</ul>`).join("")}
</main>
</body></html>`;
}
