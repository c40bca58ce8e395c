/**
 * Under /perfil-interesse (document 2 §7 "Interest profile"; docs/api.md "Interest profile"): the
 * patron's profile, its parts and the titles it matches, all under the bearer token; and, without
 * login, the private feed (its token in the path) and the digest's unsubscribe link (a signed
 * token). Bodies are JSON or forms; a list (bibliotecas, idiomas) is an array, a comma-separated
 * string or a repeated form field.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";

import { patronFromBearer } from "../auth/auth.service.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, deferQuery, Id, parse, queryOf, readBody, validBody, validQuery } from "../http/input.ts";
import { HEADING_SEARCH_TYPES } from "./contract.ts";
import { feedOf, renewFeed, revokeFeed, unsubscribe, unsubscribeState } from "./interest-delivery.service.ts";
import {
  addHeading,
  addPeriodical,
  addWorkType,
  auxInfo,
  changeDigest,
  changePeriodical,
  changePreferences,
  changeValidity,
  changeWorkType,
  entriesOf,
  interestProfile,
  removeEntry,
  searchHeadingsFor,
  searchPeriodicalsFor,
  titlesMatching,
} from "./interest.service.ts";

const patronOf = (c: Context<ApiEnv>) => patronFromBearer(c.req.header("authorization"), c.get("config"));

/** true, "true", "S", "on", "1": yes; anything else (or absent): no. */
const Flag = z.preprocess((v) => v === true || v === "true" || v === "S" || v === "on" || v === "1", z.boolean());

const list = (v: unknown) =>
  v === undefined || v === null || v === ""
    ? []
    : (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === "string" ? x.split(",") : [x])).filter((x) => x !== "");

const IdList = z.preprocess(list, z.array(Id).max(50));
const LanguageList = z.preprocess(
  list,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z]{3}$/),
    )
    .max(50),
);
const Term = z.string().trim().min(1).max(200);
const Validity = z.unknown().optional();
const Codigo = z.object({ codigo: Id });
const OptionalArea = z.preprocess((v) => (v === "" || v === null || v === undefined ? null : v), Id.nullable());

const HeadingSearch = z.object({ tipoPesquisa: z.enum(HEADING_SEARCH_TYPES), termoPesquisa: Term });
const HeadingAdd = z.object({ tipoPesquisa: z.enum(HEADING_SEARCH_TYPES), termo: Term.max(300), validade: Validity });
const ValidityChange = z.object({ codigo: Id, validade: Validity });
const PeriodicalSearch = z.object({ termoPesquisa: Term, bibliotecas: z.string().optional() });
const PeriodicalFields = {
  fasciculo: Flag,
  artigo: Flag,
  sumario: Flag,
  bibliotecas: IdList,
  validade: Validity,
};
const PeriodicalAdd = z.object({ cod_acervo: Id, ...PeriodicalFields });
const PeriodicalChange = z.object({ codigo: Id, ...PeriodicalFields });
const WorkTypeFields = { cod_tipo_obra: Id, codTipoArea: OptionalArea, validade: Validity };
const Preferences = z.object({ idiomas: LanguageList, bibliotecas: IdList });
const Digest = z.object({ ativo: Flag });
const Page = z.object({ pagina: z.coerce.number().int().min(1).max(10_000).default(1) });
const Token = z.object({ token: z.string().min(1).max(200) });

/** DELETE takes `codigo` from the query string or a body. */
async function codigoOf(c: Context<ApiEnv>): Promise<number> {
  const fromQuery = c.req.query("codigo");
  return parse(Codigo, fromQuery !== undefined ? { codigo: fromQuery } : await readBody(c.req.raw)).codigo;
}

export const interestRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => c.json(await interestProfile(c.get("db"), patronOf(c), c.get("config").tokenSecret)))
  .get("/areas-interesse/info-auxiliar", async (c) => {
    patronOf(c);
    return c.json(await auxInfo(c.get("db"), c.get("lang")));
  })
  .put("/preferencias", validBody(Preferences), async (c) => {
    const patronId = patronOf(c);
    await changePreferences(c.get("db"), patronId, bodyOf(c));
    return c.json(await interestProfile(c.get("db"), patronId, c.get("config").tokenSecret));
  })
  .put("/resumo", validBody(Digest), async (c) => {
    const patronId = patronOf(c);
    await changeDigest(c.get("db"), patronId, bodyOf(c).ativo);
    return c.json(await interestProfile(c.get("db"), patronId, c.get("config").tokenSecret));
  })
  // Authors and subjects.
  .get("/area-autor-assunto/pesquisa", deferQuery(HeadingSearch), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    return c.json(await searchHeadingsFor(c.get("db"), patronId, q.tipoPesquisa, q.termoPesquisa));
  })
  .get("/area-autor-assunto", async (c) => c.json(await entriesOf(c.get("db"), patronOf(c), ["A", "S"])))
  .post("/area-autor-assunto", validBody(HeadingAdd), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await addHeading(c.get("db"), patronId, body), 201);
  })
  .put("/area-autor-assunto/validade", validBody(ValidityChange), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changeValidity(c.get("db"), patronId, body.codigo, body.validade, ["A", "S"]));
  })
  .delete("/area-autor-assunto", async (c) => {
    const patronId = patronOf(c);
    await removeEntry(c.get("db"), patronId, await codigoOf(c), ["A", "S"]);
    return c.json({ removido: true });
  })
  // Periodicals.
  .get("/periodicos/pesquisa", deferQuery(PeriodicalSearch), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const libraries = parse(IdList, q.bibliotecas);
    return c.json(await searchPeriodicalsFor(c.get("db"), patronId, q.termoPesquisa, libraries));
  })
  .get("/periodicos", async (c) => c.json(await entriesOf(c.get("db"), patronOf(c), ["P"])))
  .post("/periodicos", validBody(PeriodicalAdd), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await addPeriodical(c.get("db"), patronId, body), 201);
  })
  .put("/periodicos", validBody(PeriodicalChange), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changePeriodical(c.get("db"), patronId, body.codigo, body));
  })
  .delete("/periodicos", async (c) => {
    const patronId = patronOf(c);
    await removeEntry(c.get("db"), patronId, await codigoOf(c), ["P"]);
    return c.json({ removido: true });
  })
  // Work types.
  .get("/tipo-obra", async (c) => c.json(await entriesOf(c.get("db"), patronOf(c), ["T"])))
  .post("/tipo-obra", validBody(z.object(WorkTypeFields)), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await addWorkType(c.get("db"), patronId, body), 201);
  })
  .put("/tipo-obra", validBody(z.object({ codigo: Id, ...WorkTypeFields })), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changeWorkType(c.get("db"), patronId, body.codigo, body));
  })
  .delete("/tipo-obra", async (c) => {
    const patronId = patronOf(c);
    await removeEntry(c.get("db"), patronId, await codigoOf(c), ["T"]);
    return c.json({ removido: true });
  })
  // Any entry's validity date (the profile page's one form for every kind).
  .put("/validade", validBody(ValidityChange), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changeValidity(c.get("db"), patronId, body.codigo, body.validade, ["A", "S", "P", "T"]));
  })
  .get("/titulos", validQuery(Page), async (c) => {
    const patronId = patronOf(c);
    return c.json(await titlesMatching(c.get("db"), patronId, c.req.valid("query").pagina, c.get("lang")));
  })
  // The private feed: made, remade (the old address stops) and revoked by the patron; read by token.
  .post("/feed", async (c) => {
    const patronId = patronOf(c);
    return c.json({ token: await renewFeed(c.get("db"), patronId, c.get("config").tokenSecret) });
  })
  .delete("/feed", async (c) => {
    await revokeFeed(c.get("db"), patronOf(c));
    return c.json({ token: null });
  })
  .get("/feed/:token", async (c) => {
    const { token } = parse(Token, c.req.param());
    return c.json(await feedOf(c.get("db"), token, c.get("lang")));
  })
  // The digest's unsubscribe link: the state (GET) and turning it off (POST), without login.
  .get("/resumo/cancelar/:token", async (c) => {
    const { token } = parse(Token, c.req.param());
    return c.json(await unsubscribeState(c.get("db"), c.get("config").tokenSecret, token));
  })
  .post("/resumo/cancelar/:token", async (c) => {
    const { token } = parse(Token, c.req.param());
    return c.json(await unsubscribe(c.get("db"), c.get("config").tokenSecret, token));
  });
