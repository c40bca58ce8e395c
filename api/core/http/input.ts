/**
 * What a resource's routes read from a request: its body, its ids and its parameters checked
 * with zod. Every failure here is an ApiError (400 naming the parameter, 400 for a malformed
 * body, 413 for an oversized one), which handleError (./errors.ts) serialises as
 * `{ error: { code, message } }` like every other failure of the service.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import * as z from "zod";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "./env.ts";
import { describeInput } from "./route-schemas.ts";

/** No call of the service takes more; a larger body is refused before it is buffered whole. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A parameter that is absent or malformed: 400 naming it. */
export function invalidParameter(name: string): ApiError {
  return new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name });
}

/** zValidator hook: a malformed parameter is a 400 naming the first offending parameter. */
export function invalidParameterHook(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[] }[] };
}): void {
  if (!result.success && result.error) {
    throw invalidParameter(result.error.issues[0]?.path.map(String).join(".") || "?");
  }
}

/** Parses with a zod schema, for what a validator middleware cannot reach (bodies, mixed sources). */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  invalidParameterHook(result);
  return (result as { data: z.infer<S> }).data;
}

/**
 * Validates the query string: `c.req.valid("query")` is then typed by the schema. The schema is
 * recorded against the middleware, so the OpenAPI document lists the parameters (decision 045).
 */
export const validQuery = <S extends z.ZodTypeAny>(schema: S) =>
  describeInput(zValidator("query", schema, invalidParameterHook), { target: "query", schema });

/** Validates the path parameters: `c.req.valid("param")` is then typed by the schema. */
export const validParam = <S extends z.ZodTypeAny>(schema: S) =>
  describeInput(zValidator("param", schema, invalidParameterHook), { target: "param", schema });

/** A row id: the int columns' range, so that a larger number is a 400 rather than a database error. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** The id of a bigserial row. */
export const BigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** An optional id: absent, null or "" mean none. */
export const OptionalId = z.preprocess(blankToUndefined, Id.optional()).transform((v) => v ?? null);

/** The `:id` path parameter, as `c.req.valid("param").id`. */
export const idParam = validParam(z.object({ id: Id }));

/**
 * The `:id` path parameter read inside a handler, for calls that must first check who is calling
 * (a 401 before a 400).
 */
export function pathId(c: Context): number {
  return parse(z.object({ id: Id }), c.req.param()).id;
}

/** `?bibliotecas=1,2` or repeated `bibliotecas=1&bibliotecas=2`; undefined when none. */
export function idList(values: string[], name: string): number[] | undefined {
  const ids = values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length === 0) return undefined;
  return ids.map((v) => {
    const id = Id.safeParse(v);
    if (!id.success) throw invalidParameter(name);
    return id.data;
  });
}

/**
 * A body's list of ids, as a JSON array, repeated form fields or "1,2,3": at least one, and at
 * most `max` when given (a call without it refuses a longer list itself, with its own error).
 */
export function idListField(max?: number) {
  const ids = z.array(Id).min(1);
  return z.preprocess(
    (v) => {
      const split = (x: unknown) =>
        String(x)
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
      if (Array.isArray(v)) return v.flatMap(split);
      if (typeof v === "string" || typeof v === "number") return split(v);
      return v;
    },
    max === undefined ? ids : ids.max(max),
  );
}

const badRequest = () => new ApiError(400, "bad_request", "errors.bad_request");
const tooLarge = () => new ApiError(413, "payload_too_large", "errors.payload_too_large");

async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw badRequest();
    });
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function jsonObject(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest();
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw badRequest();
  return body as Record<string, unknown>;
}

/** A repeated field becomes an array, so that a list can be posted as a plain HTML form. */
async function formObject(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<Record<string, unknown>> {
  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
  if (!form) throw badRequest();
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).map(String);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

const isForm = (type: string) =>
  type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");

/**
 * The request body as a plain object: a JSON object, or (unless `accepts` is "json") a form.
 * An empty body is an empty object; so is a body of another type when forms are accepted, the
 * schema then naming what is missing. A JSON-only call refuses any other non-empty body, so
 * that a page on another site cannot post a plain HTML form to it (a cross-site JSON request
 * needs a CORS preflight this service never grants).
 */
export async function readBody(
  request: Request,
  accepts: "json" | "json-or-form" = "json-or-form",
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readLimited(request);
  const text = () => new TextDecoder().decode(bytes);
  // A NUL, raw, JSON-escaped or form-encoded: PostgreSQL cannot store it in text (a 500 otherwise).
  if (text().includes("\u0000") || /\\u0000|%00/i.test(text())) throw badRequest();
  if (accepts === "json") {
    if (!text().trim()) return {};
    if (!type.includes("application/json")) throw badRequest();
    return jsonObject(text());
  }
  if (type.includes("application/json")) return jsonObject(text());
  if (isForm(type)) return formObject(bytes, type);
  return {};
}

type BodyOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const bodies = new WeakMap<object, BodyOutcome>();

/**
 * Validates the request body (readBody, then the schema) and records the schema for the OpenAPI
 * document (decision 045). A failure is kept, not thrown: `bodyOf(c)` throws it where the handler
 * reads the body, so a call that first checks who is calling still answers 401 before 400.
 */
export function validBody<S extends z.ZodTypeAny>(
  schema: S,
  accepts: "json" | "json-or-form" = "json-or-form",
): MiddlewareHandler<ApiEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    let outcome: BodyOutcome;
    try {
      outcome = { ok: true, value: parse(schema, await readBody(c.req.raw, accepts)) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    bodies.set(c, outcome);
    await next();
  };
  return describeInput(middleware, { target: "body", schema, accepts });
}

/** The body validBody checked, typed by its schema; throws the 400 (or 413) it found. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function bodyOf<I extends { out: { json: unknown } }>(c: Context<any, any, I>): I["out"]["json"] {
  const outcome = bodies.get(c);
  if (!outcome) throw new Error("bodyOf: the route has no validBody middleware");
  if (!outcome.ok) throw outcome.error;
  return outcome.value as I["out"]["json"];
}

const queries = new WeakMap<object, BodyOutcome>();

/**
 * Validates the query string like validQuery, and records the schema for the OpenAPI document
 * (decision 045), but keeps a failure instead of throwing it: `queryOf(c)` throws it where the
 * handler reads its parameters, so a call that first checks who is calling still answers 401
 * before 400. Each parameter is its first value (as `c.req.query(name)` reads it), except those
 * named in `lists`, which are every value given (as `c.req.queries(name) ?? []`).
 */
export function deferQuery<S extends z.ZodTypeAny>(
  schema: S,
  lists: readonly string[] = [],
): MiddlewareHandler<
  ApiEnv,
  string,
  { in: { query: Record<string, string | string[]> }; out: { query: z.output<S> } }
> {
  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const values: Record<string, string | string[]> = { ...c.req.query() };
    for (const name of lists) values[name] = c.req.queries(name) ?? [];
    let outcome: BodyOutcome;
    try {
      outcome = { ok: true, value: parse(schema, values) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    queries.set(c, outcome);
    await next();
  };
  return describeInput(middleware, { target: "query", schema });
}

/** The query deferQuery checked, typed by its schema; throws the 400 it found. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function queryOf<I extends { out: { query: unknown } }>(c: Context<any, any, I>): I["out"]["query"] {
  const outcome = queries.get(c);
  if (!outcome) throw new Error("queryOf: the route has no deferQuery middleware");
  if (!outcome.ok) throw outcome.error;
  return outcome.value as I["out"]["query"];
}

/**
 * dataIni and dataFim as the list filters read them: described here for the OpenAPI document,
 * checked where they are used (dateRange/optionalDateRange, which refuse in words).
 */
export const DateRangeQuery = z.object({
  dataIni: z.string().optional().describe("From this day: YYYY-MM-DD or DD/MM/YYYY"),
  dataFim: z.string().optional().describe("To this day, inclusive: YYYY-MM-DD or DD/MM/YYYY"),
});

/** A yes/no switch of the query string: S, s, 1 or true is yes; anything else no. */
export const YesFlag = z.string().optional().describe("S (or 1, true) for yes");
