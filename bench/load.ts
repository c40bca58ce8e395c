/**
 * The load driver of `npm run load` and of tests/api/load.test.ts (decision 036): N patrons at
 * once, each in a loop for S seconds of: log in, search, open a record, reserve a title whose
 * copies are all out, list and renew their loans, read a basket, and "log out" (drop the tokens;
 * the next round logs in again). Counts every answer by status, times every call, and keeps the
 * id of every reservation a 2xx said was made, for the lost-write audit afterwards.
 */
import type { LoadPatron } from "../api/operations/demo/load-patrons.ts";

export interface LoadTargets {
  words: string[];
  records: number[];
  reservable: number[];
}

export interface LoadResult {
  seconds: number;
  requests: number;
  perSecond: number;
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number };
  byStatus: Record<string, number>;
  byCall: Record<string, number>;
  /** Network failures (no HTTP answer at all). */
  failures: number;
  reservationsMade: number[];
}

export async function runLoad(options: {
  baseUrl: string;
  patrons: LoadPatron[];
  seconds: number;
  targets: LoadTargets;
}): Promise<LoadResult> {
  const { baseUrl, patrons, seconds, targets } = options;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const byCall: Record<string, number> = {};
  const reservationsMade: number[] = [];
  let failures = 0;
  let seed = 0x9e3779b9;
  const random = (n: number) => {
    // xorshift: the same sequence of choices for the same run, without Math.random's state.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % n;
  };

  async function call(name: string, path: string, init: RequestInit = {}): Promise<Response | undefined> {
    const t = performance.now();
    try {
      const response = await fetch(baseUrl + path, { ...init, headers: { lang: "1", ...init.headers } });
      latencies.push(performance.now() - t);
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      byCall[name] = (byCall[name] ?? 0) + 1;
      return response;
    } catch {
      failures++;
      return undefined;
    }
  }
  const json = async <T>(r: Response | undefined): Promise<T | undefined> =>
    r && r.ok ? ((await r.json().catch(() => undefined)) as T | undefined) : (await r?.body?.cancel(), undefined);

  async function patronLoop(patron: LoadPatron) {
    while (performance.now() < deadline) {
      const login = await call("login", "/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "password", username: patron.login, password: patron.password }),
      });
      const token = (await json<{ access_token: string }>(login))?.access_token;
      const auth = token ? { authorization: `Bearer ${token}` } : undefined;
      // Each login is followed by at least one whole round, however slow the login was (scrypt on
      // a loaded machine), so every kind of call is made in even the shortest run.
      for (let round = 0; round < 4 && (round === 0 || performance.now() < deadline); round++) {
        const word = targets.words[random(targets.words.length)];
        await json(await call("search", `/api/consulta?q=${encodeURIComponent(word)}`));
        const record = targets.records[random(targets.records.length)];
        await json(await call("record", `/api/acervo/${record}`));
        if (!auth) continue;
        if (targets.reservable.length && (round === 0 || random(3) === 0))
          await reserve(auth, targets.reservable[random(targets.reservable.length)]);
        await json(await call("loans", "/api/emprestimo/titulos-pendentes", { headers: auth }));
        await json(
          await call("renew", "/api/emprestimo/renovacao", {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ emprestimos: [1 + random(500)] }),
          }),
        );
        await json(await call("basket", `/api/acervo/cesta?acervos=${targets.records.slice(0, 3).join(",")}`));
      }
      // Logging out is dropping the tokens (the service's revocation, decision 035, is tests/api/sessions.test.ts's).
    }
  }

  async function reserve(auth: Record<string, string>, record: number) {
    type Initial = {
      exemplares: {
        cod_biblioteca: number;
        volume: string;
        tomo_exemplar: string;
        parte: string;
        disponiveis: number;
      }[];
    };
    const initial = await json<Initial>(
      await call("reserve-options", `/api/reserva/${record}/informacoes-iniciais`, { headers: auth }),
    );
    const copy = initial?.exemplares.find((e) => e.disponiveis === 0);
    if (!copy) return;
    const made = await json<{ cod_reserva: number }>(
      await call("reserve", "/api/reserva", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          acervo: record,
          biblioteca: copy.cod_biblioteca,
          volume: copy.volume,
          tomo: copy.tomo_exemplar,
          parte: copy.parte,
          material: null,
          localizacao: null,
        }),
      }),
    );
    if (made) reservationsMade.push(made.cod_reserva);
  }

  await Promise.all(patrons.map(patronLoop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    seconds: Math.round(elapsed * 10) / 10,
    requests: latencies.length,
    perSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    latencyMs: { p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99), max: at(1) },
    byStatus,
    byCall,
    failures,
    reservationsMade,
  };
}

export function formatLoad(result: LoadResult, audit: { found: number; duplicates: number }): string {
  const lost = result.reservationsMade.length - audit.found;
  return [
    `${result.requests} requests in ${result.seconds} s: ${result.perSecond} requests/s`,
    `latency ms: p50 ${result.latencyMs.p50}, p90 ${result.latencyMs.p90}, p95 ${result.latencyMs.p95}, p99 ${result.latencyMs.p99}, max ${result.latencyMs.max}`,
    `statuses: ${Object.entries(result.byStatus)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ")}; network failures ${result.failures}`,
    `calls: ${Object.entries(result.byCall)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ")}`,
    `reservations made ${result.reservationsMade.length}; lost writes ${lost}; duplicate open reservations ${audit.duplicates}`,
  ].join("\n");
}
