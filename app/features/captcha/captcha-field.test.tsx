// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { renderPt } from "../../test/render.tsx";
import { CaptchaField } from "./captcha-field.tsx";

afterEach(cleanup);

test("the question is the answer field's label, and the token travels in a hidden field", async () => {
  const { container } = await renderPt(
    <form>
      <CaptchaField
        challenge={{ token: "signed.token", question: "Quanto é sete mais doze?" }}
        error="Captcha inválido"
      />
    </form>,
  );
  const answer = screen.getByRole("textbox", {
    name: "Verificação anti-robô: Quanto é sete mais doze?",
  });
  expect(answer.getAttribute("name")).toBe("recaptcha_answer");
  expect(answer.getAttribute("aria-invalid")).toBe("true");
  expect(answer.getAttribute("aria-describedby")).toBe("captcha-answer-hint captcha-answer-error");
  expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="recaptcha_token"]')?.value).toBe(
    "signed.token",
  );
});
