// @vitest-environment happy-dom
/**
 * The record page's comments section in Remix's stub: what patrons wrote is text (markup, scripts
 * and links come out as the characters typed), the visitor's login link comes back to the
 * section, and the form's rules run in the browser with the page's messages.
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import type { CommentPermission, PublicComment } from "../../../api/community/comments/contract.ts";
import { renderPt } from "../../test/render.tsx";
import { RecordComments, type RecordCommentsProps } from "./record-comments.tsx";

afterEach(cleanup);

const HOSTILE =
  '<script>alert("x")</script>\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">clique</a> https://exemplo.org';

const COMMENTS: PublicComment[] = [
  { cod_comentario: 2, nome_exibicao: null, texto: "Leitura agradável.", data: "2026-11-20T13:00:00.000Z" },
  { cod_comentario: 1, nome_exibicao: "Ana Demonstração", texto: HOSTILE, data: "2026-11-02T13:00:00.000Z" },
];

const PERMITTED: CommentPermission = { logado: true, permitido: true, atividade: 12, pendentes: 1, limite: 5 };

async function renderSection(props: Partial<RecordCommentsProps>) {
  const all: RecordCommentsProps = {
    comments: COMMENTS,
    loggedIn: false,
    permission: null,
    names: null,
    locale: "pt",
    result: undefined,
    ...props,
  };
  const Stub = createRemixStub([{ path: "/acervo/:id", Component: () => <RecordComments {...all} /> }]);
  return renderPt(<Stub initialEntries={["/acervo/7"]} />);
}

test("shows what patrons wrote as text: no script, image or link comes out of it, line breaks and paragraphs stay", async () => {
  const { container } = await renderSection({});
  const section = await screen.findByRole("region", { name: "Comentários" });
  expect(section.querySelector("script, img, a[href^='javascript'], a[href^='https://exemplo']")).toBeNull();
  const items = section.querySelectorAll("li.comment");
  expect([...items].map((li) => li.querySelector(".comment__meta")?.textContent)).toEqual([
    "Leitor(a) anônimo(a) · 20/11/2026",
    "Ana Demonstração · 02/11/2026",
  ]);
  const paragraphs = items[1].querySelectorAll(".comment__text p");
  expect([...paragraphs].map((p) => p.textContent)).toEqual([
    '<script>alert("x")</script><img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">clique</a> https://exemplo.org',
  ]);
  expect(paragraphs[0].querySelectorAll("br").length).toBe(1);
  expect(container.innerHTML).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
});

test("asks a visitor to log in, with a link that comes back to the comments", async () => {
  await renderSection({ comments: [] });
  expect(await screen.findByText("Ainda não há comentários sobre esta obra.")).toBeTruthy();
  const link = screen.getByRole("link", { name: "Realize login para enviar comentário" });
  expect(link.getAttribute("href")).toBe("/login?redirect=%2Facervo%2F7%23comentarios");
  expect(screen.queryByRole("textbox")).toBeNull();
});

test("tells a patron without the permission, and checks an empty comment in the browser", async () => {
  await renderSection({ loggedIn: true, permission: { ...PERMITTED, permitido: false } });
  expect(await screen.findByText("Sua categoria de usuário não permite enviar comentários.")).toBeTruthy();
  cleanup();

  await renderSection({ loggedIn: true, permission: PERMITTED, names: { full: "Ana Demonstração", first: "Ana" } });
  expect(await screen.findByText("Comentários seus aguardando aprovação: 1 (limite: 5).")).toBeTruthy();
  expect(
    screen
      .getAllByRole("radio")
      .map((r) => [(r as HTMLInputElement).labels?.[0]?.textContent, (r as HTMLInputElement).checked]),
  ).toEqual([
    ["Nome completo (Ana Demonstração)", true],
    ["Só o primeiro nome (Ana)", false],
    ["Não mostrar meu nome (leitor anônimo)", false],
  ]);
  fireEvent.change(screen.getByLabelText("Seu comentário"), { target: { value: "   " } });
  fireEvent.click(screen.getByRole("button", { name: "Enviar comentário" }));
  const link = await screen.findByRole("link", { name: "Escreva o comentário: ao menos 1 caractere." });
  expect(link.getAttribute("href")).toBe("#comment-content");
  expect(screen.getByLabelText("Seu comentário").getAttribute("aria-invalid")).toBe("true");
});
