import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Notice } from "../../ui/notice.tsx";

/** What a hand-off that cannot happen shows: why, and the way back (the success path never renders). */
export function HandOffPage() {
  const { t } = useTranslation();
  const { title, message } = useLoaderData<{ title: string; message: string }>();
  return (
    <section aria-labelledby="hand-off-title" className="hand-off">
      <h1 id="hand-off-title">{title}</h1>
      <Notice message={message} />
      <p>
        <Link to="/">{t("calls.handOff.back")}</Link>
      </p>
    </section>
  );
}
