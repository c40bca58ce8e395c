/**
 * The old Pergamum catalogue's links (decision 041 "legacy links"): each public form answered with a 301 to
 * the new page, anything else under /pergamum sent to the search page with a notice. Through the
 * middleware server/index.ts mounts (no database is involved, so no engine).
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { legacyLinks } from "../../server/legacy-links.ts";

const app = new Hono().use("*", legacyLinks()).all("*", (c) => c.text("opac"));
const visit = async (path: string) => {
  const res = await app.request(`http://catalogo.test${path}`);
  return { status: res.status, location: res.headers.get("location") };
};

describe("the old catalogue's links", () => {
  it.each([
    ["/pergamum/biblioteca/index.php?codAcervo=1149", "/acervo/1149"],
    ["/Pergamum/biblioteca/index.php?codacervo=1149", "/acervo/1149"],
    ["/pergamum3/Pergamum/biblioteca/index.php?codAcervo=7", "/acervo/7"],
    [
      "/pergamum/biblioteca_s/acesso_login.php?cod_acervo_acessibilidade=5014181&acesso=aHR0cHM6Ly9leGFtcGxl",
      "/acervo/5014181",
    ],
    [
      "/pergamum/biblioteca/index.php?resolution2=1024_1&tipo_pesquisa=&filtro_bibliotecas=&filtro_obras=&termo=piano%20solo&tipo_obra_selecionados=",
      "/?q=piano+solo&for=LIVRE",
    ],
    [
      "/pergamum/biblioteca/index.php?resolution2=1024_1&tipo_pesquisa=&termo=&rs=ajax_resultados&rsargs[]=35&rsargs[]=0&rsargs[]=A&rsargs[]=Regondi&rsargs[]=",
      "/?q=Regondi&for=AUTOR",
    ],
    ["/pergamum/biblioteca/index.php?termo=Songs&tipo_pesquisa=S", "/?q=Songs&for=ASSUNTO"],
    ["/pergamum/biblioteca/index.php?resolution2=1024_1&tipo_pesquisa=&filtro_bibliotecas=&filtro_obras=&id=", "/"],
    ["/pergamum/biblioteca/", "/"],
    ["/pergamum/biblioteca", "/"],
    ["/pergamum/biblioteca_s/php/login_usu.php?flag=index.php", "/meupergamum"],
    ["/pergamum/biblioteca_s/php/login_usu.php", "/meupergamum"],
    ["/pergamum/biblioteca_s/meu_pergamum/index.php?flag=index.php", "/meupergamum"],
  ])("%s → 301 %s", async (from, to) => {
    expect(await visit(from)).toEqual({ status: 301, location: to });
  });

  it("sends unknown forms to the search page with a notice, and never follows an address they carry", async () => {
    expect(await visit("/pergamum/biblioteca_s/mostra_doc.php?arquivo=aHR0cHM6Ly9ldmlsLmV4YW1wbGU=")).toEqual({
      status: 302,
      location: "/?aviso=link-antigo",
    });
    expect(await visit("/pergamum/biblioteca/index.php?codAcervo=abc")).toEqual({
      status: 302,
      location: "/?aviso=link-antigo",
    });
  });

  it("leaves every other address to the OPAC", async () => {
    for (const path of ["/", "/acervo/1", "/pergamumx/biblioteca", "/meupergamum"]) {
      const res = await app.request(`http://catalogo.test${path}`);
      expect(res.status).toBe(200);
    }
  });
});
