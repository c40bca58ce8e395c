/**
 * The alphabetic browse's pages (docs/decisions/057-browse.md): a GET form (what to browse, where
 * to start), the headings in sort order with their number of records, each a link to its records,
 * and previous/next links that carry the page's keys.
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BROWSE_KINDS } from "../../../api/catalogue/browse/browse.calls.ts";
import { Field } from "../../ui/field.tsx";
import { CaptionedTable } from "../../ui/scroll-table.tsx";
import { BROWSE_PATH, browseHref, headingRecordsHref } from "./browse-paths.ts";
import type { loadBrowsePage, loadHeadingRecords } from "./browse.server.ts";

/** Previous and next links; absent ones are left out. */
function PageLinks({ label, links }: { label: string; links: { href: string | null; text: string; rel: string }[] }) {
  const shown = links.filter((l) => l.href !== null);
  if (shown.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {shown.map((l) => (
          <li key={l.rel}>
            <Link to={l.href!} rel={l.rel} className="pagination__link">
              {l.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BrowsePage() {
  const { tipo, start, page } = useLoaderData<typeof loadBrowsePage>();
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const kinds = t(`browse.kinds.${tipo}`);
  const from = start || (page.inicio !== null ? page.cabecalhos[0]?.cabecalho : undefined);
  const caption = from
    ? t("browse.captionFrom", { kind: kinds, start: from })
    : t("browse.captionFirst", { kind: kinds });
  const pages = (
    <PageLinks
      label={t("browse.pages")}
      links={[
        { href: page.anterior && browseHref(tipo, "ate", page.anterior), text: t("browse.previous"), rel: "prev" },
        { href: page.proximo && browseHref(tipo, "de", page.proximo), text: t("browse.next"), rel: "next" },
      ]}
    />
  );
  return (
    <div className="page page--browse">
      <h1>{t("browse.title")}</h1>
      <p>{t("browse.intro")}</p>
      <Form method="get" action={BROWSE_PATH} role="search" aria-label={t("browse.form.label")} className="browse-form">
        <Field id="browse-kind" label={t("browse.form.kind")}>
          {(control) => (
            <select {...control} name="tipo" defaultValue={tipo} className="select">
              {BROWSE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`browse.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="browse-start" label={t("browse.form.start")} hint={t("browse.form.startHint")}>
          {(control) => (
            <input {...control} name="de" type="search" defaultValue={start} maxLength={200} className="input" />
          )}
        </Field>
        <button type="submit" className="button">
          {t("browse.form.submit")}
        </button>
      </Form>
      {page.cabecalhos.length === 0 ? (
        <p className="browse-empty">{t("browse.empty")}</p>
      ) : (
        <CaptionedTable
          captionId="browse-caption"
          caption={caption}
          columns={[t("browse.heading"), t("browse.records")]}
          rows={page.cabecalhos.map((h) => ({
            key: h.chave,
            header: <Link to={headingRecordsHref(tipo, h.chave)}>{h.cabecalho}</Link>,
            cells: [numberFormat.format(h.registros)],
          }))}
        />
      )}
      {pages}
    </div>
  );
}

export function HeadingRecordsPage() {
  const { tipo, heading, after } = useLoaderData<typeof loadHeadingRecords>();
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  if (!heading) {
    return (
      <div className="page page--narrow">
        <h1>{t("browse.title")}</h1>
        <p>{t("browse.recordsPage.notFound")}</p>
        <p>
          <Link to={`${BROWSE_PATH}?${new URLSearchParams({ tipo })}`}>{t("browse.recordsPage.back")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page page--browse">
      <p className="back-link">
        <Link to={browseHref(tipo, "de", heading.chave)}>{t("browse.recordsPage.back")}</Link>
      </p>
      <h1>{t("browse.recordsPage.title", { kind: t(`browse.kind.${tipo}`), heading: heading.cabecalho })}</h1>
      <p>{t("browse.recordCount", { total: numberFormat.format(heading.registros) })}</p>
      <CaptionedTable
        captionId="heading-records-caption"
        caption={t("browse.recordsPage.caption")}
        columns={[t("browse.recordsPage.titleColumn"), t("browse.recordsPage.author"), t("browse.recordsPage.year")]}
        rows={heading.itens.map((r) => ({
          key: r.cod_acervo,
          header: <Link to={`/acervo/${r.cod_acervo}`}>{r.titulo}</Link>,
          cells: [r.autor, r.ano_publicacao],
        }))}
      />
      <PageLinks
        label={t("browse.recordsPage.pages")}
        links={[
          {
            href: after ? headingRecordsHref(tipo, heading.chave) : null,
            text: t("browse.recordsPage.first"),
            rel: "first",
          },
          {
            href: heading.proximo ? headingRecordsHref(tipo, heading.chave, heading.proximo) : null,
            text: t("browse.recordsPage.next"),
            rel: "next",
          },
        ]}
      />
    </div>
  );
}
