/**
 * Mounts the staff calls of a content resource (staff-content.calls.ts) on a router: each handler
 * finds the desk of the X-Staff-Key first, then reads the body (so a missing key is a 401 before
 * a bad body's 400), and hands both to the resource's service.
 */
import type { z } from "zod";
import { staffOf } from "../../core/caller.ts";
import type { StaffFacts } from "../../core/staff.ts";
import type { Db } from "../../core/db/db.ts";
import type { CallSpec, callRoutes } from "../../core/http/call.ts";
import { bodyOf } from "../../core/http/input.ts";
import type { contentItemCalls, contentListCall } from "./staff-content.calls.ts";

type Routes = ReturnType<typeof callRoutes>;
type ItemCalls<B extends z.ZodType> = ReturnType<typeof contentItemCalls<B>>;
type ListCall<B extends z.ZodType> = ReturnType<typeof contentListCall<B>>;

/** A resource of items: `save` adds (no id) or replaces (an id); `remove` removes. */
export interface ItemService<B extends z.ZodType> {
  save(db: Db, staff: StaffFacts, body: z.output<B>, id?: number): Promise<{ id: number }>;
  remove(db: Db, staff: StaffFacts, id: number): Promise<{ removido: true }>;
}

/** A list replaced whole. */
export type ListService<B extends z.ZodType> = (
  db: Db,
  staff: StaffFacts,
  body: z.output<B>,
) => Promise<{ total: number }>;

const bodyAs = <B extends z.ZodType>(c: Parameters<typeof bodyOf>[0]) => bodyOf(c) as z.output<B>;

export function mountContentItems<B extends z.ZodType>(routes: Routes, calls: ItemCalls<B>, service: ItemService<B>) {
  return routes
    .on(calls.create as CallSpec, async (c) => {
      const staff = await staffOf(c);
      return c.json(await service.save(c.get("db"), staff, bodyAs<B>(c)), 201);
    })
    .on(calls.replace as CallSpec, async (c) => {
      const staff = await staffOf(c);
      const body = bodyAs<B>(c);
      return c.json(await service.save(c.get("db"), staff, body, (c.req.valid("param") as { id: number }).id));
    })
    .on(calls.remove as CallSpec, async (c) => {
      const staff = await staffOf(c);
      return c.json(await service.remove(c.get("db"), staff, (c.req.valid("param") as { id: number }).id));
    });
}

export function mountContentList<B extends z.ZodType>(routes: Routes, call: ListCall<B>, save: ListService<B>) {
  return routes.on(call as CallSpec, async (c) => {
    const staff = await staffOf(c);
    return c.json(await save(c.get("db"), staff, bodyAs<B>(c)));
  });
}
