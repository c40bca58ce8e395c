/**
 * What a strict client generated from /api/openapi.json does with an answer: find the operation
 * by method and path, the answer by status (the exact one, else its range such as "4XX"), and
 * validate the body against that answer's JSON Schema as the document states it (objects closed
 * where the document closes them). Used by the contract test on every answer it reads.
 */
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const pointer = (...parts: string[]) => "#/" + parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

export function strictClient(document: object) {
  const doc = document as Doc;
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(document, "openapi");

  /** Problems a strict client would raise reading this answer; empty when it reads it. */
  return function check(
    method: string,
    path: string,
    status: number,
    contentType: string | null,
    body: unknown,
  ): string[] {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return [`no operation ${method} ${path} in the document`];
    const key = String(status) in op.responses ? String(status) : `${String(status)[0]}XX`;
    if (!(key in op.responses)) return [`status ${status} is not declared`];
    let answer = op.responses[key] as { $ref?: string; content?: Record<string, { schema?: unknown }> };
    let ref = pointer("paths", path, method.toLowerCase(), "responses", key);
    if (answer.$ref) {
      ref = answer.$ref;
      answer = ref
        .slice(2)
        .split("/")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], doc) as typeof answer;
    }
    const media = Object.keys(answer.content ?? {});
    if (media.length === 0) return body === undefined ? [] : [`status ${status} declares no body`];
    const type = (contentType ?? "").split(";")[0].trim();
    if (!media.includes(type)) return [`status ${status} answered ${type || "no type"}, declared ${media.join(", ")}`];
    if (type !== "application/json") return [];
    const validate = ajv.getSchema(`openapi${ref}/content/${pointer("application/json").slice(2)}/schema`);
    if (!validate) return [`no schema at ${ref}`];
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
  };
}
