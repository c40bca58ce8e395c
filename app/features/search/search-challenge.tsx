/**
 * What a page shows while its browser solves the search budget's challenge (search-challenge.ts):
 * a status line, then the results as if nothing happened. Should the worker fail, the "too many
 * searches" page's words and its link to log in.
 */
import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { solveProofOfWork } from "../captcha/proof-of-work.ts";
import { searchProofCookie, type SearchChallengeData } from "./search-challenge.ts";

export function SearchChallenge({ challenge }: { challenge: SearchChallengeData["searchChallenge"] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (typeof Worker === "undefined" || !globalThis.crypto?.subtle) return setFailed(true);
    const work = solveProofOfWork(challenge.pow);
    let current = true;
    work.answer.then(
      (answer) => {
        if (!current) return;
        document.cookie = searchProofCookie(challenge.token, answer, location.protocol === "https:");
        revalidator.revalidate();
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      work.stop();
    };
    // The revalidator changes with every navigation state; the challenge is what starts a new solve.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge.token]);

  return (
    <div className="page page--narrow">
      <h1>{t(failed ? "common.error.tooManySearchesTitle" : "common.error.searchChallengeTitle")}</h1>
      <p role="status">{t(failed ? "common.error.tooManySearches" : "common.error.searchChallenge")}</p>
      {failed ? (
        <p>
          <Link to="/login">{t("common.error.tooManySearchesLogin")}</Link>
        </p>
      ) : null}
    </div>
  );
}
