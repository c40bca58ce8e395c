// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { renderPt } from "../../test/render.tsx";
import { CaptchaField } from "./captcha-field.tsx";

afterEach(cleanup);

const challenge = {
  token: "signed.token",
  image: "data:image/svg+xml;base64,PHN2Zy8+",
  pow: { algorithm: "SHA-256", challenge: "c", maxnumber: 1000, salt: "s?n=x&", signature: "sig" },
};

test("without a worker: the picture, the field its label names, and the token in a hidden field", async () => {
  // happy-dom has no Worker: the field stays as a browser without JavaScript shows it.
  const { container } = await renderPt(
    <form>
      <CaptchaField challenge={challenge} error="Captcha inválido" />
    </form>,
  );
  const answer = screen.getByRole("textbox", {
    name: "Verificação anti-robô: digite os seis caracteres da imagem",
  });
  expect(answer.getAttribute("name")).toBe("recaptcha_answer");
  expect(answer.getAttribute("aria-invalid")).toBe("true");
  expect(answer.getAttribute("aria-describedby")).toBe("captcha-answer-hint captcha-answer-error");
  expect(screen.getByRole("img", { name: "Imagem com seis letras e algarismos distorcidos" }).getAttribute("src")).toBe(
    challenge.image,
  );
  expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="recaptcha_token"]')?.value).toBe(
    "signed.token",
  );
});
