/**
 * "Did not find what you were looking for?" (document 1 §2, prefilter alert): the prefilters
 * restricting the search, each with a remove button, and a button restoring the search over the
 * whole collection. Plain POST buttons: it works without JS.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { PrefilterView } from "./prefilters.server.ts";

export function PrefilterNotice({ prefilters }: { prefilters: PrefilterView[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (prefilters.length === 0) return null;
  return (
    <section className="prefilter-notice" aria-labelledby="prefilter-notice-title">
      <h3 id="prefilter-notice-title" className="prefilter-notice__title">
        {t("prefilters.title")}
      </h3>
      <p>{t("prefilters.intro")}</p>
      <Form method="post" action="/prefiltros" className="prefilter-notice__form">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <ul className="prefilter-notice__list">
          {prefilters.map((p) => (
            <li key={p.ref} className="prefilter-notice__item">
              <span>{p.label}</span>{" "}
              <button type="submit" name="remove" value={p.ref} className="button button--small button--secondary">
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t("prefilters.remove", { label: p.label })}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="submit" name="restore" value="1" className="button button--secondary">
          {t("prefilters.restore")}
        </button>
      </Form>
    </section>
  );
}
