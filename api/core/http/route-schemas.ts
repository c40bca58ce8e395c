/**
 * The schemas a route validates with, recorded against its middleware functions, so that the
 * OpenAPI document (api/operations/openapi/) is generated from the very schemas the service checks input
 * with (decision 045). Hono's `app.routes` lists every handler and middleware of every route;
 * looking each one up here gives the route's parameters and body without any per-route work.
 */
import type { z } from "zod";

export type InputDescription =
  | { target: "query" | "param"; schema: z.ZodTypeAny }
  | { target: "body"; schema: z.ZodTypeAny; accepts: "json" | "json-or-form" };

const described = new WeakMap<object, InputDescription>();

export function describeInput<M extends object>(middleware: M, description: InputDescription): M {
  described.set(middleware, description);
  return middleware;
}

export function inputOf(handler: unknown): InputDescription | undefined {
  return typeof handler === "function" ? described.get(handler) : undefined;
}
