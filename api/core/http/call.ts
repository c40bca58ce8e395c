/**
 * A call of the library service, declared once (decision 047): its method and path, what it
 * reads (path parameters, query, body) and every answer it gives, each a zod schema. From one
 * declaration:
 * - the service mounts the route (`callRoutes(prefix).on(call, handler)`), its validators built
 *   from the declared schemas, so the handler's `c.req.valid(…)`, `queryOf(c)` and `bodyOf(c)`
 *   are typed by them;
 * - the OpenAPI document (api/operations/openapi/openapi.ts) lists the call with its summary, parameters,
 *   body and answers;
 * - the OPAC's client (app/lib/library/) sends `z.input` of the request and receives `z.output`
 *   of the success answer (`t.call(call, request)`), so renaming a field on one side breaks the
 *   type check of the other.
 * A feature keeps its calls in one `*.calls.ts` table, importable by both halves: it holds
 * schemas only, never the service's code.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import * as z from "zod";
import type { ApiEnv } from "./env.ts";
import { deferQuery, validBody, validParam, validQuery } from "./input.ts";

export type Method = "get" | "post" | "put" | "delete" | "patch";

/** One answer of a call, by its status. */
export type Answer =
  | { kind: "json"; description: string; schema: z.ZodType }
  | { kind: "file"; description: string; contentType: string }
  | { kind: "redirect"; description: string }
  | { kind: "empty"; description: string }
  | { kind: "refusal"; description: string };

/** A JSON answer of this shape. */
export const json = <S extends z.ZodType>(schema: S, description: string) =>
  ({ kind: "json", schema, description }) as const;
/** A file of this media type (a PDF, a CSV, an image, an export). */
export const file = (contentType: string, description: string) => ({ kind: "file", contentType, description }) as const;
/** A redirect: the answer's Location is where the caller goes next. */
export const redirect = (description: string) => ({ kind: "redirect", description }) as const;
/** No body (204, or a 304 of a cached file). */
export const empty = (description: string) => ({ kind: "empty", description }) as const;
/** The service's one error shape (api/core/http/errors.ts), of every refusal. */
export const ErrorBody = z
  .object({
    error: z.object({ code: z.string().min(1), message: z.string().min(1) }).strict(),
  })
  .strict();

/** A documented refusal: the service's one error shape, `{ error: { code, message } }`. */
export const refusal = (description: string) => ({ kind: "refusal", description }) as const;

export interface CallSpec {
  method: Method;
  /** The Hono path under /api, as mounted: `/acervo/:id`, `/kardex/:id{[0-9]+}/data`. */
  path: string;
  /** One line: what the call does, for a person reading the reference. */
  summary: string;
  /** More words, when the summary is not enough (the rules, the permissions, the units). */
  description?: string;
  /** The path parameters (an object schema). */
  params?: z.ZodType;
  /** The query string (an object schema). */
  query?: z.ZodType;
  /**
   * The query is read where the handler asks for it (`queryOf(c)`), so that a call that first
   * checks who is calling answers 401 before 400; `lists` names the repeatable parameters.
   */
  deferQuery?: { lists?: readonly string[] };
  /** The body (an object schema): JSON, or an HTML form too unless `accepts` is "json". */
  body?: z.ZodType;
  accepts?: "json" | "json-or-form";
  /** Sent as multipart/form-data (a file upload); read by the handler itself. */
  multipart?: boolean;
  /** Whether a patron's or a desk's bearer token is needed; "optional" when it changes the answer. */
  auth?: "patron" | "staff" | "optional";
  /** Every answer, by status: the success and each documented refusal. */
  responses: Record<number, Answer>;
}

/** Declares a call; the literal types are kept so that its schemas type both halves. */
export const defineCall = <const S extends CallSpec>(spec: S): S => spec;

type Out<T> = T extends z.ZodType ? z.output<T> : never;
type In<T> = T extends z.ZodType ? z.input<T> : never;

/** What a handler's context is typed with: the outputs of the declared schemas. */
export interface CallInput<S extends CallSpec> {
  in: { param: In<S["params"]>; query: In<S["query"]>; json: In<S["body"]> };
  out: { param: Out<S["params"]>; query: Out<S["query"]>; json: Out<S["body"]> };
}
export type CallContext<S extends CallSpec> = Context<ApiEnv, string, CallInput<S>>;
export type CallHandler<S extends CallSpec> = (c: CallContext<S>) => Response | Promise<Response>;

/** The success answer's schema: the first 2xx JSON answer. */
type SuccessStatus = 200 | 201 | 202;
type SuccessAnswer<S extends CallSpec> = {
  [K in keyof S["responses"]]: K extends SuccessStatus
    ? S["responses"][K] extends { kind: "json"; schema: infer T }
      ? T
      : never
    : never;
}[keyof S["responses"]];
/** What the OPAC receives from a call: the output of its success answer's schema. */
export type CallAnswer<S extends CallSpec> = [SuccessAnswer<S>] extends [never] ? never : Out<SuccessAnswer<S>>;

type Maybe<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };
/** What the OPAC sends: the inputs of the declared schemas (path parameters, query, body). */
export type CallRequest<S extends CallSpec> = Maybe<"params", In<S["params"]>> &
  Partial<Maybe<"query", In<S["query"]>>> &
  Maybe<"body", In<S["body"]>>;

const declared = new WeakMap<object, CallSpec>();

/** The declaration a mounted handler was made from (for the OpenAPI document). */
export function callOf(handler: unknown): CallSpec | undefined {
  return typeof handler === "function" ? declared.get(handler) : undefined;
}

function validatorsOf(call: CallSpec): MiddlewareHandler<ApiEnv>[] {
  const out: MiddlewareHandler<ApiEnv>[] = [];
  if (call.params) out.push(validParam(call.params) as MiddlewareHandler<ApiEnv>);
  if (call.query)
    out.push(
      (call.deferQuery
        ? deferQuery(call.query, call.deferQuery.lists)
        : validQuery(call.query)) as unknown as MiddlewareHandler<ApiEnv>,
    );
  if (call.body) out.push(validBody(call.body, call.accepts) as unknown as MiddlewareHandler<ApiEnv>);
  return out;
}

/**
 * A feature's routes under one prefix, mounted from its call table: `.on(call, handler)` for
 * each call, then `.app` to mount with `app.route(prefix, routes.app)`. The call's path must
 * start with the prefix, so that a call is found by its full path.
 */
export function callRoutes(prefix: string) {
  const app = new Hono<ApiEnv>();
  const routes = {
    app,
    on<S extends CallSpec>(call: S, handler: CallHandler<S>) {
      if (!call.path.startsWith(prefix))
        throw new Error(`call ${call.method.toUpperCase()} ${call.path} mounted under ${prefix}`);
      const handle: MiddlewareHandler<ApiEnv> = async (c) => handler(c as unknown as CallContext<S>);
      declared.set(handle, call);
      const path = call.path.slice(prefix.length) || "/";
      (app.on as (method: string, path: string, ...handlers: MiddlewareHandler<ApiEnv>[]) => unknown)(
        call.method.toUpperCase(),
        path,
        ...validatorsOf(call),
        handle,
      );
      return routes;
    },
  };
  return routes;
}

/** `/acervo/:id{[0-9]+}/x` with { id: 7 } → `/acervo/7/x`; each value URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`fillPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
