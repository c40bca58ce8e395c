/**
 * The other editions of the record's work (decision 056): translations, editions and formats
 * sharing its work key, newest first, as a table (title, year, edition statement, format,
 * language), each title a link to its page. Nothing when the work has no other edition.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { Edition } from "../../../api/contract.ts";
import { titleLang } from "../../lib/record-language.ts";
import { ScrollTable } from "../../ui/scroll-table.tsx";

export function OtherEditions({ editions }: { editions: Edition[] }) {
  const { t, i18n } = useTranslation();
  if (editions.length === 0) return null;
  return (
    <section className="record-editions" aria-labelledby="editions-heading">
      <h3 id="editions-heading">{t("recordPages.editions.heading")}</h3>
      <ScrollTable labelledBy="editions-heading">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("recordPages.editions.title")}</th>
              <th scope="col">{t("recordPages.editions.year")}</th>
              <th scope="col">{t("recordPages.editions.edition")}</th>
              <th scope="col">{t("recordPages.editions.format")}</th>
              <th scope="col">{t("recordPages.editions.language")}</th>
            </tr>
          </thead>
          <tbody>
            {editions.map((e) => (
              <tr key={e.cod_acervo}>
                <th scope="row">
                  <Link to={`/acervo/${e.cod_acervo}`} lang={titleLang(e.idioma, i18n.language)}>
                    {e.titulo}
                  </Link>
                </th>
                <td>{e.ano_publicacao ?? ""}</td>
                <td>{e.edicao ?? ""}</td>
                <td>{t(`workType.${e.cod_tipo_obra}`, { defaultValue: e.desc_tipo_obra })}</td>
                <td>{e.idioma_desc ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}
