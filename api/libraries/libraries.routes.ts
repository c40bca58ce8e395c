import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { Id, idParam, validQuery } from "../http/input.ts";
import { campuses, libraries, libraryPage } from "./libraries.service.ts";

/** GET /biblioteca/{id}: the library page's data. */
export const libraryRoutes = new Hono<ApiEnv>().get("/:id", idParam, async (c) =>
  c.json(await libraryPage(c.get("db"), c.req.valid("param").id)),
);

/** GET /campus. */
export const campusRoutes = new Hono<ApiEnv>().get("/", async (c) => c.json(await campuses(c.get("db"))));

/** GET /unidade-informacao?campus=: the libraries, of one campus when given. */
export const informationUnitRoutes = new Hono<ApiEnv>().get(
  "/",
  validQuery(z.object({ campus: Id.optional() })),
  async (c) => c.json(await libraries(c.get("db"), c.req.valid("query").campus)),
);
