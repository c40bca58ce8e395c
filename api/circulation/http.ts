/** Edge helpers of the circulation calls: bodies, zod parsing, who is calling, date ranges. */
import type { Context } from "hono";
import { z } from "zod";
import { patronFromBearer } from "../auth/auth.service.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../http/env.ts";
import { refusal } from "./refusals.ts";
import { STAFF_KEY_HEADER, staffFromKey, type StaffFacts } from "./staff.ts";
import { parseDay, type Day } from "./time.ts";

/** A JSON or form body as a plain object; a repeated form field becomes an array. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const text = await request.text();
    if (!text.trim()) return {};
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, "bad_request", "errors.bad_request");
    }
    if (body === null || typeof body !== "object" || Array.isArray(body))
      throw new ApiError(400, "bad_request", "errors.bad_request");
    return body as Record<string, unknown>;
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    if (!form) throw new ApiError(400, "bad_request", "errors.bad_request");
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).map(String);
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  return {};
}

/** Parses with a zod schema; a bad field is a 400 naming it, like the other calls of the service. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const name = result.error.issues[0]?.path.map(String).join(".") || "?";
    throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name });
  }
  return result.data;
}

/** A required parameter that is absent: 400 naming it. */
export function missing(name: string): ApiError {
  return new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name });
}

export const Id = z.coerce.number().int().positive().max(2_147_483_647);

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** An optional id: absent, null or "" mean none. */
export const OptionalId = z.preprocess(blankToUndefined, Id.optional()).transform((v) => v ?? null);

/** A volume/tomo/parte/material code, as string or number ("99999", 0 …). */
export const Code = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1).max(60));

export const NullableCode = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim()))
  .pipe(z.string().max(60).nullable());

export const NullableLocation = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.union([z.null(), z.coerce.number().int().min(-1).max(2_147_483_647)]),
);

export const OptionalText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? null : String(v)))
    .pipe(z.string().max(max).nullable());

/** `?bibliotecas=1,2` or repeated `bibliotecas=1&bibliotecas=2`. */
export function idList(values: string[], name: string): number[] | undefined {
  const ids = values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length === 0) return undefined;
  return ids.map((v) => {
    const id = Id.safeParse(v);
    if (!id.success) throw missing(name);
    return id.data;
  });
}

export function patronOf(c: Context<ApiEnv>): number {
  return patronFromBearer(c.req.header("authorization"), c.get("config"));
}

/** Public-or-private calls: the patron when a bearer token is sent (a bad one is still a 401). */
export function optionalPatronOf(c: Context<ApiEnv>): number | undefined {
  return c.req.header("authorization") ? patronOf(c) : undefined;
}

export function staffOf(c: Context<ApiEnv>): Promise<StaffFacts> {
  return staffFromKey(c.get("db"), c.req.header(STAFF_KEY_HEADER));
}

/** dataIni and dataFim: both required (YYYY-MM-DD or DD/MM/YYYY), the first not after the second. */
export function dateRange(from: string | undefined, to: string | undefined): { from: Day; to: Day } {
  const a = from ? parseDay(from) : undefined;
  const b = to ? parseDay(to) : undefined;
  if (!a || !b || a > b) throw refusal("invalid_date_range");
  return { from: a, to: b };
}

/** The optional pair of a list filter: neither, or both in order. */
export function optionalDateRange(from: string | undefined, to: string | undefined): { from?: Day; to?: Day } {
  if (!from && !to) return {};
  return dateRange(from, to);
}
