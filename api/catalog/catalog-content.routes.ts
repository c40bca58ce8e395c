/**
 * /balcao/catalogo/…: staff (X-Staff-Key) write the kids and museum catalogues' home content
 * (decision 040 addendum), as /balcao/faq does the FAQ: JSON bodies only. The lists (sections,
 * highlighted records, one library's information tabs) are replaced whole by PUT (200
 * `{total}`), since their order is the point; news are items: POST (201 `{id}`), PUT `/{id}`,
 * DELETE `/{id}`. 400 `invalid_parameter` names the first bad field, 404 an unknown news id.
 */
import { Hono } from "hono";
import { z } from "zod";

import { staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, idParam, Id, validBody } from "../http/input.ts";
import { removeNews, saveHighlights, saveInfoTabs, saveNews, saveSections } from "./catalog-content.service.ts";
import { MAX_HIGHLIGHTS } from "./catalog.service.ts";
import { CATALOG_TYPES, INFO_TAB_TYPES } from "./contract.ts";

const Catalogue = z.enum(CATALOG_TYPES);
const Title = z.string().trim().min(1).max(300);
/** An address without a scheme is shown with http:// (decision 040); any scheme but http(s) is refused. */
const Link = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https?:\/\/\S+$/i.test(v))
  .refine((v) => !/\s/.test(v));
/** What the news card's <img> accepts: an http(s) address or a path on this site. */
const Image = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https?:\/\/|\/(?!\/))\S*$/i);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullable().optional()).transform((v) => v ?? null);

const SectionsBody = z.object({
  tipo_catalogo: Catalogue,
  secoes: z.array(z.object({ tipo_secao: z.enum(["DESTAQUE", "NOTICIAS"]), nome_secao: Title })).max(2),
});
const HighlightsBody = z.object({
  tipo_catalogo: Catalogue,
  acervos: z.array(Id).max(MAX_HIGHLIGHTS),
});
const NewsBody = z.object({
  tipo_catalogo: Catalogue,
  titulo: Title,
  /** Shown as plain text (tags removed). */
  conteudo: z.string().trim().max(4000).default(""),
  url: optional(Link),
  nom_imagem: optional(Image),
  posicao: z.number().int().min(0).max(9999).default(0),
});
const TabsBody = z.object({
  tipo_catalogo: Catalogue,
  /** 0: the institution's tabs, which every library without tabs of its own shows. */
  cod_biblioteca: z.union([z.literal(0), Id]).default(0),
  abas: z
    .array(
      z.object({
        tipo: z.enum(INFO_TAB_TYPES),
        titulo: Title,
        icone: optional(z.string().regex(/^[\w-]{1,60}$/)),
        /** HTML (sanitised when shown) or, for TEXT, text; an empty tab is not shown. */
        conteudo: z.string().trim().max(20_000).default(""),
      }),
    )
    .max(20),
});

const newsInput = (b: z.infer<typeof NewsBody>) => ({
  catalog: b.tipo_catalogo,
  title: b.titulo,
  content: b.conteudo,
  url: b.url,
  image: b.nom_imagem,
  position: b.posicao,
});

export const catalogContentDeskRoutes = new Hono<ApiEnv>()
  .put("/secoes", validBody(SectionsBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const b = bodyOf(c);
    const sections = b.secoes.map((s) => ({ kind: s.tipo_secao, name: s.nome_secao }));
    return c.json(await saveSections(c.get("db"), staff, b.tipo_catalogo, sections));
  })
  .put("/destaques", validBody(HighlightsBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const b = bodyOf(c);
    return c.json(await saveHighlights(c.get("db"), staff, b.tipo_catalogo, b.acervos));
  })
  .put("/abas", validBody(TabsBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const b = bodyOf(c);
    const tabs = b.abas.map((t) => ({ kind: t.tipo, title: t.titulo, icon: t.icone, content: t.conteudo }));
    return c.json(await saveInfoTabs(c.get("db"), staff, b.tipo_catalogo, b.cod_biblioteca, tabs));
  })
  .post("/noticias", validBody(NewsBody, "json"), async (c) => {
    const staff = await staffOf(c);
    return c.json(await saveNews(c.get("db"), staff, newsInput(bodyOf(c))), 201);
  })
  .put("/noticias/:id", idParam, validBody(NewsBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const input = newsInput(bodyOf(c));
    return c.json(await saveNews(c.get("db"), staff, input, c.req.valid("param").id));
  })
  .delete("/noticias/:id", idParam, async (c) => {
    const staff = await staffOf(c);
    return c.json(await removeNews(c.get("db"), staff, c.req.valid("param").id));
  });
