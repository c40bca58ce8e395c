/**
 * The process's guard (server/guards.ts) in front of the OPAC's forms: a multipart body that does
 * not parse is a 400 with a page in the visitor's language, never a 500 from the action reading it.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { guardRequests } from "../../server/guards.ts";

const app = new Hono();
app.use("*", guardRequests());
app.post("*", async (c) => c.text(String((await c.req.raw.formData()).get("q"))));

const post = (body: string, boundary = "xyz") =>
  app.request("/login", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "accept-language": "en" },
    body,
  });

describe("malformed form bodies on the OPAC", () => {
  it("answers 400 with a message to a multipart body that does not parse, and reads a good one", async () => {
    const cut = await post('--xyz\r\nContent-Disposition: form-data; name="q"\r\n\r\nabc');
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain("Unreadable form");
    expect((await post("no boundary here", "")).status).toBe(400);
    const good = await post('--xyz\r\nContent-Disposition: form-data; name="q"\r\n\r\nabc\r\n--xyz--\r\n');
    expect([good.status, await good.text()]).toEqual([200, "abc"]);
  });
});
