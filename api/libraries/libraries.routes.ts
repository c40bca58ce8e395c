import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { invalidParameterHook } from "../http/errors.ts";
import { campuses, libraries, libraryPage } from "./libraries.service.ts";

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /biblioteca/{id}: the library page's data. */
export const libraryRoutes = new Hono<ApiEnv>().get(
  "/:id",
  zValidator("param", z.object({ id: Id }), invalidParameterHook),
  async (c) => c.json(await libraryPage(c.get("db"), c.req.valid("param").id)),
);

/** GET /campus. */
export const campusRoutes = new Hono<ApiEnv>().get("/", async (c) => c.json(await campuses(c.get("db"))));

/** GET /unidade-informacao?campus=: the libraries, of one campus when given. */
export const informationUnitRoutes = new Hono<ApiEnv>().get(
  "/",
  zValidator("query", z.object({ campus: Id.optional() }), invalidParameterHook),
  async (c) => c.json(await libraries(c.get("db"), c.req.valid("query").campus)),
);
