import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ApiError } from "../errors.ts";
import { handleError } from "./errors.ts";
import type { ApiEnv } from "./env.ts";
import { deferQuery, Id, MAX_BODY_BYTES, queryOf, readBody } from "./input.ts";
import { inputOf } from "./route-schemas.ts";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://x/", { method: "POST", body, headers: type ? { "content-type": type } : {} });

async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, code: (error as ApiError).code };
}

describe("readBody", () => {
  it("reads a JSON object, an empty body as an empty object, and refuses other JSON", async () => {
    expect(await readBody(post('{"a":1}', "application/json"))).toEqual({ a: 1 });
    expect(await readBody(post("", "application/json"))).toEqual({});
    expect(await failure(readBody(post("[1]", "application/json")))).toEqual({ status: 400, code: "bad_request" });
    expect(await failure(readBody(post("{not json", "application/json")))).toEqual({
      status: 400,
      code: "bad_request",
    });
  });

  it("reads a form, a repeated field as an array", async () => {
    const body = await readBody(post("a=1&b=2&b=3", "application/x-www-form-urlencoded"));
    expect(body).toEqual({ a: "1", b: ["2", "3"] });
    const form = new FormData();
    form.append("x", "y");
    expect(await readBody(new Request("http://x/", { method: "POST", body: form }))).toEqual({ x: "y" });
  });

  it("refuses a form where only JSON is accepted, but not an empty body", async () => {
    expect(await failure(readBody(post("a=1", "application/x-www-form-urlencoded"), "json"))).toEqual({
      status: 400,
      code: "bad_request",
    });
    expect(await readBody(post("", "application/x-www-form-urlencoded"), "json")).toEqual({});
  });

  it("refuses a body over the limit with 413, declared or not", async () => {
    const big = "x".repeat(MAX_BODY_BYTES + 1);
    expect(await failure(readBody(post(`{"a":"${big}"}`, "application/json")))).toEqual({
      status: 413,
      code: "payload_too_large",
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(await failure(readBody(chunked))).toEqual({ status: 413, code: "payload_too_large" });
  });

  it("stops a 50 MB body after the first MiB, declared or streamed, instead of reading it whole", async () => {
    // Decision 035: a 50 MB JSON body to /api/oauth/token was read whole (RSS from 422 MB to 1 GB).
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const fiftyMegabytes = 50 * 1024 * 1024;
    let pulled = 0;
    const lazy = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= fiftyMegabytes) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
    const streamed = new Request("http://x/api/oauth/token", {
      method: "POST",
      body: lazy(),
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(await failure(readBody(streamed))).toEqual({ status: 413, code: "payload_too_large" });
    // The stream's own read-ahead may have asked for a chunk or two more: nowhere near 50 MB.
    expect(pulled).toBeGreaterThan(MAX_BODY_BYTES);
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 4 * chunk.byteLength);
    pulled = 0;
    const declared = new Request("http://x/api/oauth/token", {
      method: "POST",
      body: lazy(),
      headers: { "content-type": "application/json", "content-length": String(fiftyMegabytes) },
      duplex: "half",
    } as RequestInit);
    expect(await failure(readBody(declared))).toEqual({ status: 413, code: "payload_too_large" });
    expect(pulled).toBeLessThanOrEqual(4 * chunk.byteLength);
  });
});

describe("deferQuery", () => {
  const check = deferQuery(z.object({ plano: Id, ids: z.array(z.string()) }), ["ids"]);
  const app = new Hono<ApiEnv>()
    .use(async (c, next) => {
      c.set("lang", "en");
      await next();
    })
    .get("/", check, (c) => {
      // Stands for patronOf: who calls is checked before the parameters are read.
      if (!c.req.header("authorization")) throw new ApiError(401, "unauthorized", "errors.unauthorized");
      return c.json(queryOf(c));
    })
    .onError(handleError);
  const call = async (query: string, auth = true) => {
    const res = await app.request(`/${query}`, { headers: auth ? { authorization: "x" } : {} });
    return [res.status, await res.json()];
  };

  it("keeps a failure until the handler reads the query: 401 before 400", async () => {
    expect((await call("?plano=x", false))[0]).toBe(401);
    const [status, body] = await call("?plano=x");
    expect([status, body.error.code]).toEqual([400, "invalid_parameter"]);
    expect(body.error.message).toContain("plano");
  });

  it("reads the first value of a parameter, every value of a list, and records the schema", async () => {
    expect(await call("?plano=7&plano=8&ids=1,2&ids=3")).toEqual([200, { plano: 7, ids: ["1,2", "3"] }]);
    expect(await call("?plano=7")).toEqual([200, { plano: 7, ids: [] }]);
    expect(inputOf(check)).toMatchObject({ target: "query" });
  });
});
