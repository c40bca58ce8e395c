/**
 * The record page's way into a bibliographic switching request (decision 033): a link to the
 * request form with the record (`?acervo=ID`), which shows the record's title and sends its id as
 * the call's `{id}`. A visitor is asked to log in first and comes back to the form.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BASE_PATH } from "./request-form.ts";

export function RecordRequestLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <p className="record__request">
      <Link to={`${BASE_PATH}/comutacao-bibliografica?acervo=${id}`}>{t("requests.fromRecord.link")}</Link>
    </p>
  );
}
