/**
 * The captcha's part of a form (decision 053). Without JavaScript: a picture of six characters
 * (SVG paths, no text), a recording saying the same six (the spoken alternative to the picture,
 * played by the browser's own controls), and the field to type them. With JavaScript the browser solves the same
 * challenge's proof of work in a worker and sends its payload in the same field, so the visitor
 * sees only a status line; should the worker fail, the picture stays. The signed token travels in a
 * hidden field either way.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";
import { Field } from "../../ui/field.tsx";
import { CAPTCHA_FIELD_ID, captchaAudioHref } from "./captcha.ts";
import { solveProofOfWork } from "./proof-of-work.ts";

type Solving = { state: "picture" } | { state: "solving" } | { state: "solved"; answer: string };

export function CaptchaField({ challenge, error }: { challenge: CaptchaChallenge; error?: string }) {
  const { t } = useTranslation();
  // The server's page and the first render in the browser show the picture; the effect takes over.
  const [solving, setSolving] = useState<Solving>({ state: "picture" });
  useEffect(() => {
    if (typeof Worker === "undefined" || !globalThis.crypto?.subtle) return;
    const work = solveProofOfWork(challenge.pow);
    let current = true;
    setSolving({ state: "solving" });
    work.answer.then(
      (answer) => current && setSolving({ state: "solved", answer }),
      () => current && setSolving({ state: "picture" }),
    );
    return () => {
      current = false;
      work.stop();
    };
  }, [challenge]);

  if (solving.state !== "picture") {
    return (
      <div className="captcha">
        <input type="hidden" name="recaptcha_token" value={challenge.token} />
        {solving.state === "solved" ? <input type="hidden" name="recaptcha_answer" value={solving.answer} /> : null}
        {/* The error summary links here when the last answer was refused. */}
        <p id={CAPTCHA_FIELD_ID} tabIndex={-1} role="status" className="captcha__status">
          {t(solving.state === "solved" ? "captcha.solved" : "captcha.solving")}
        </p>
      </div>
    );
  }
  return (
    <div className="captcha">
      <input type="hidden" name="recaptcha_token" value={challenge.token} />
      <Field
        id={CAPTCHA_FIELD_ID}
        label={
          <>
            <span className="captcha__intro">{t("captcha.intro")} </span>
            {t("captcha.question")}
          </>
        }
        hint={t("captcha.hint")}
        error={error}
      >
        {(control) => (
          <>
            <img
              className="captcha__picture"
              src={challenge.image}
              alt={t("captcha.picture")}
              width={260}
              height={90}
            />
            {/* The same challenge said aloud, in the page's language; heard on demand only. It has no
                captions track: written out, the answer would be text a script reads (WCAG 1.1.1
                excepts a captcha's media, provided it has an alternative of another sense). */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio
              className="captcha__audio"
              controls
              preload="none"
              src={captchaAudioHref(challenge.token)}
              aria-label={t("captcha.audio")}
            >
              <a href={captchaAudioHref(challenge.token)}>{t("captcha.audioLink")}</a>
            </audio>
            {/* Keyed by the challenge: a new picture (after a failed submit) starts empty. */}
            <input
              {...control}
              key={challenge.token}
              name="recaptcha_answer"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className="input input--short"
            />
          </>
        )}
      </Field>
    </div>
  );
}
