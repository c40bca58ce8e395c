/**
 * The provider stand-in (decisions 044 and 066): not a real content provider but a tiny node:http
 * server that checks what the catalogue hands it, as a real provider would, with a JWT library no
 * one here wrote (jose): the signature with the shared key, the audience, the issuer, the expiry
 * and that the subject is a patron login, from the address or, for an SSO form post, from the
 * posted form. It answers a page naming the patron, or 401 with the
 * reason; for EZproxy tickets (GET /login?user&ticket&url) it recomputes the hash over the ticket's
 * packet and checks the time is within TimeValid, as EZproxy's ::Ticket block does. The tests start
 * it; `npm run provider-stand-in` starts it for the demo's provider (tests/support/provider-stand-in.ts).
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jwtVerify } from "jose";

export interface Verified {
  sub: string;
  name: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
}

export interface TestProvider {
  url: string;
  /** What the last accepted hand-off proved. */
  accepted: Verified[];
  rejected: string[];
  close(): Promise<void>;
}

export async function startTestProvider(o: {
  secret: string;
  /** The audience (or audiences) it accepts: a provider code, or several for one stand-in serving several. */
  audience: string | string[];
  issuer?: string;
  port?: number;
  ticketMinutes?: number;
}): Promise<TestProvider> {
  const accepted: Verified[] = [];
  const rejected: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://provider.test");
      const refuse = (reason: string) => {
        rejected.push(reason);
        res.writeHead(401, { "content-type": "text/plain; charset=utf-8" }).end(`refused: ${reason}`);
      };
      if (url.pathname === "/login" && url.searchParams.has("ticket")) {
        const user = url.searchParams.get("user") ?? "";
        const ticket = url.searchParams.get("ticket") ?? "";
        const m = ticket.match(/^([0-9a-f]+)(\$c(\d{14})\$e)$/);
        if (!m) return refuse("malformed ticket");
        const expected = createHash("sha512")
          .update(o.secret + user + m[2])
          .digest("hex");
        if (expected !== m[1]) return refuse("bad ticket signature");
        const t = m[3];
        const at = Date.UTC(
          +t.slice(0, 4),
          +t.slice(4, 6) - 1,
          +t.slice(6, 8),
          +t.slice(8, 10),
          +t.slice(10, 12),
          +t.slice(12, 14),
        );
        if (Math.abs(Date.now() - at) > (o.ticketMinutes ?? 10) * 60_000) return refuse("ticket expired");
        res
          .writeHead(200, { "content-type": "text/plain; charset=utf-8" })
          .end(`ticket ok: ${user} → ${url.searchParams.get("url")}`);
        return;
      }
      // An SSO form post carries the token in the posted form, a signed link on the address.
      const token =
        req.method === "POST" ? new URLSearchParams(await readBody(req)).get("token") : url.searchParams.get("token");
      if (!token) return refuse("no token");
      try {
        const { payload } = await jwtVerify(token, new TextEncoder().encode(o.secret), {
          algorithms: ["HS256"],
          audience: o.audience,
          issuer: o.issuer,
          requiredClaims: ["sub", "exp", "iat", "jti"],
        });
        const v = payload as unknown as Verified;
        if (!/^[\w.@-]+$/.test(v.sub)) return refuse("subject is not a login");
        accepted.push(v);
        const page = `<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Provedor simulado</title></head>
<body><main><h1>Provedor simulado (substituto de testes, não é um provedor real)</h1><p id="patron">Acesso liberado: ${escape(v.name)} (${escape(v.sub)})</p></main></body></html>`;
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      } catch (error) {
        refuse((error as { code?: string }).code ?? "invalid token");
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    rejected,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
