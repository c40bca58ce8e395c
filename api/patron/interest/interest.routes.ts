/**
 * Under /perfil-interesse (document 2 §7 "Interest profile"; docs/api.md "Interest profile"): the
 * patron's profile, its parts and the titles it matches, all under the bearer token; and, without
 * login, the private feed (its token in the path) and the digest's unsubscribe link (a signed
 * token). Bodies are JSON or forms; a list (bibliotecas, idiomas) is an array, a comma-separated
 * string or a repeated form field.
 */
import type { Context } from "hono";

import { patronFromBearer } from "../auth/auth.service.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf, parse, queryOf, readBody } from "../../core/http/input.ts";
import { Codigo, IdList, interestCalls as calls, Token } from "./interest.calls.ts";
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

/** DELETE takes `codigo` from the query string or a body. */
async function codigoOf(c: Context<ApiEnv>): Promise<number> {
  const fromQuery = c.req.query("codigo");
  return parse(Codigo, fromQuery !== undefined ? { codigo: fromQuery } : await readBody(c.req.raw)).codigo;
}

export const interestRoutes = callRoutes("/perfil-interesse")
  .on(calls.profile, async (c) => c.json(await interestProfile(c.get("db"), patronOf(c), c.get("config").tokenSecret)))
  .on(calls.auxInfo, async (c) => {
    patronOf(c);
    return c.json(await auxInfo(c.get("db"), c.get("lang")));
  })
  .on(calls.preferences, async (c) => {
    const patronId = patronOf(c);
    await changePreferences(c.get("db"), patronId, bodyOf(c));
    return c.json(await interestProfile(c.get("db"), patronId, c.get("config").tokenSecret));
  })
  .on(calls.digest, async (c) => {
    const patronId = patronOf(c);
    await changeDigest(c.get("db"), patronId, bodyOf(c).ativo);
    return c.json(await interestProfile(c.get("db"), patronId, c.get("config").tokenSecret));
  })
  // Authors and subjects.
  .on(calls.searchHeadings, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    return c.json(await searchHeadingsFor(c.get("db"), patronId, q.tipoPesquisa, q.termoPesquisa));
  })
  .on(calls.headings, async (c) => c.json(await entriesOf(c.get("db"), patronOf(c), ["A", "S"])))
  .on(calls.addHeading, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await addHeading(c.get("db"), patronId, body), 201);
  })
  .on(calls.headingValidity, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changeValidity(c.get("db"), patronId, body.codigo, body.validade, ["A", "S"]));
  })
  .on(calls.removeHeading, async (c) => {
    const patronId = patronOf(c);
    await removeEntry(c.get("db"), patronId, await codigoOf(c), ["A", "S"]);
    return c.json({ removido: true as const });
  })
  // Periodicals.
  .on(calls.searchPeriodicals, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const libraries = parse(IdList, q.bibliotecas);
    return c.json(await searchPeriodicalsFor(c.get("db"), patronId, q.termoPesquisa, libraries));
  })
  .on(calls.periodicals, async (c) => c.json(await entriesOf(c.get("db"), patronOf(c), ["P"])))
  .on(calls.addPeriodical, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await addPeriodical(c.get("db"), patronId, body), 201);
  })
  .on(calls.changePeriodical, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changePeriodical(c.get("db"), patronId, body.codigo, body));
  })
  .on(calls.removePeriodical, async (c) => {
    const patronId = patronOf(c);
    await removeEntry(c.get("db"), patronId, await codigoOf(c), ["P"]);
    return c.json({ removido: true as const });
  })
  // Work types.
  .on(calls.workTypes, async (c) => c.json(await entriesOf(c.get("db"), patronOf(c), ["T"])))
  .on(calls.addWorkType, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await addWorkType(c.get("db"), patronId, body), 201);
  })
  .on(calls.changeWorkType, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changeWorkType(c.get("db"), patronId, body.codigo, body));
  })
  .on(calls.removeWorkType, async (c) => {
    const patronId = patronOf(c);
    await removeEntry(c.get("db"), patronId, await codigoOf(c), ["T"]);
    return c.json({ removido: true as const });
  })
  // Any entry's validity date (the profile page's one form for every kind).
  .on(calls.validity, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await changeValidity(c.get("db"), patronId, body.codigo, body.validade, ["A", "S", "P", "T"]));
  })
  .on(calls.titles, async (c) => {
    const patronId = patronOf(c);
    return c.json(await titlesMatching(c.get("db"), patronId, c.req.valid("query").pagina, c.get("lang")));
  })
  // The private feed: made, remade (the old address stops) and revoked by the patron; read by token.
  .on(calls.renewFeed, async (c) => {
    const patronId = patronOf(c);
    return c.json({ token: await renewFeed(c.get("db"), patronId, c.get("config").tokenSecret) });
  })
  .on(calls.revokeFeed, async (c) => {
    await revokeFeed(c.get("db"), patronOf(c));
    return c.json({ token: null });
  })
  .on(calls.feed, async (c) => {
    const { token } = parse(Token, c.req.param());
    return c.json(await feedOf(c.get("db"), token, c.get("lang")));
  })
  // The digest's unsubscribe link: the state (GET) and turning it off (POST), without login.
  .on(calls.unsubscribeState, async (c) => {
    const { token } = parse(Token, c.req.param());
    return c.json(await unsubscribeState(c.get("db"), c.get("config").tokenSecret, token));
  })
  .on(calls.unsubscribe, async (c) => {
    const { token } = parse(Token, c.req.param());
    return c.json(await unsubscribe(c.get("db"), c.get("config").tokenSecret, token));
  }).app;
