/**
 * The children's record page's view (decision 040): the kids frame, the record's title, the side
 * menu of activities, the Padrão / MARC / Dublin Core switch (a GET form, so it works without
 * JavaScript) and the current view.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Field } from "../../ui/field.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { useFilterForm } from "../../ui/use-schema-form.ts";
import { DublinCoreTable } from "../record/dublin-core-table.tsx";
import { MarcTable } from "../record/marc-table.tsx";
import { FORMAT_FIELDS } from "./catalogue-home.ts";
import { FormatSchema } from "./catalogue-schemas.ts";
import type { loadKidsRecord } from "./kids-record.server.ts";
import { RecordBlock } from "../record/record-block.tsx";
import { KidsLayout } from "./kids-layout.tsx";

type Page = ReturnType<typeof useLoaderData<typeof loadKidsRecord>>;

export function KidsRecordPage() {
  const page = useLoaderData<typeof loadKidsRecord>();
  const { t } = useTranslation();
  const { record, menu, current, formats } = page;
  return (
    <KidsLayout prefix={page.prefix} header={page.header} simple={page.simple} renewal={page.renewal}>
      <article className="page kids-record" aria-labelledby="kids-record-title">
        {page.simple ? null : (
          <nav aria-label={t("kids.record.breadcrumb")} className="kids-record__breadcrumb">
            <ol>
              <li>
                <Link to={`/catalogos/${page.prefix}`}>{t(`kids.layout.logo.${page.prefix}`)}</Link>
              </li>
              <li aria-current="page">{current.label}</li>
            </ol>
          </nav>
        )}
        <h1 id="kids-record-title">{record.obra}</h1>
        <div className="kids-record__body">
          <nav aria-label={t("kids.record.activities")} className="kids-record__menu">
            <ul>
              {menu.map((item) => (
                <li key={String(item.code)}>
                  <Link to={item.href} aria-current={item.here && item.slug === current.slug ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="kids-record__content" aria-labelledby="kids-view-heading" id="conteudo-acervo">
            <h2 id="kids-view-heading">
              {t("kids.record.viewTitle", { activity: current.label, type: record.tipo_obra })}
            </h2>
            {formats.length > 1 && (formats as readonly string[]).includes(current.slug) ? (
              <FormatSwitch formats={formats} current={current.slug} />
            ) : null}
            <View page={page} />
          </section>
        </div>
        {/* Under the details view, the institution's block (code 85, decision 065). */}
        {current.slug === "" ? <RecordBlock /> : null}
      </article>
    </KidsLayout>
  );
}

/** The Padrão / MARC / Dublin Core switch: a GET form whose choice the loader turns into the address. */
function FormatSwitch({ formats, current }: { formats: Page["formats"]; current: string }) {
  const { t } = useTranslation();
  const formProps = useFilterForm("kids-formats", FormatSchema, FORMAT_FIELDS);
  return (
    <form method="get" {...formProps} className="kids-record__formats">
      <Field id={FORMAT_FIELDS.visao} label={t("kids.record.format")}>
        {(control) => (
          <select {...control} name="visao" defaultValue={current} className="select">
            {formats.map((view) => (
              <option key={view} value={view}>
                {t(`kids.record.formats.${view || "default"}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button button--secondary">
        {t("kids.record.show")}
      </button>
    </form>
  );
}

function View({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { record } = page;
  switch (page.slug) {
    case "capas":
      return (
        <img
          src={record.link_capa}
          alt={t("kids.record.coverOf", { title: record.obra })}
          width={300}
          className="kids-record__cover"
        />
      );
    case "referencia":
      return <p className="kids-record__reference">{record.referencia}</p>;
    case "marc":
      return page.marc ? (
        <MarcTable marc={page.marc} caption={t("kids.record.marcCaption", { title: record.obra })} />
      ) : null;
    case "dublin-core":
      return page.dublinCore ? <DublinCoreTable elements={page.dublinCore} captionId="kids-dc-caption" /> : null;
    case "exemplares":
    case "localizacao":
    case "reserva":
      return page.copies ? <Copies page={page} copies={page.copies} /> : null;
    default:
      return <Details page={page} />;
  }
}

function Details({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { record } = page;
  const rows: [string, string | number | null][] = [
    [t("kids.record.fields.author"), record.autor],
    [t("kids.record.fields.type"), record.tipo_obra],
    [t("kids.record.fields.year"), record.ano_publicacao],
    [t("kids.record.fields.language"), record.idioma_desc],
    [t("kids.record.fields.physical"), record.desc_fisica],
    [t("kids.record.fields.classification"), record.classificacao],
    [t("kids.record.fields.isbn"), record.isbn_issn],
  ];
  return (
    <div className="kids-record__details">
      <img src={record.link_capa} alt="" width={150} height={225} className="kids-record__thumb" />
      <dl>
        {rows
          .filter(([, value]) => value !== null && value !== "")
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

function Copies({ page, copies }: { page: Page; copies: NonNullable<Page["copies"]> }) {
  const { t } = useTranslation();
  if (!copies.bibliotecas.length) return <p>{t("kids.record.noCopies")}</p>;
  if (page.slug === "reserva") {
    return (
      <>
        <ul className="kids-record__libraries">
          {copies.bibliotecas.map((b) => (
            <li key={b.cod_biblioteca}>
              {t("kids.record.availableAt", { library: b.desc_biblioteca, available: b.disponiveis, total: b.total })}
            </li>
          ))}
        </ul>
        {/* The reservation itself is the record page's form (decision 016), which asks for login first. */}
        <p>
          <Link to={`/acervo/${page.record.cod_acervo}/reserva`} className="button">
            {t("kids.record.reserve")}
          </Link>
        </p>
      </>
    );
  }
  const localisation = page.slug === "localizacao";
  return (
    <>
      {copies.bibliotecas.map((b) => (
        <ScrollTable key={b.cod_biblioteca} labelledBy={`kids-copies-${b.cod_biblioteca}`}>
          <table className="table">
            <caption id={`kids-copies-${b.cod_biblioteca}`}>
              {t("kids.record.copiesAt", { library: b.desc_biblioteca, available: b.disponiveis, total: b.total })}
            </caption>
            <thead>
              <tr>
                {localisation ? (
                  <>
                    <th scope="col">{t("kids.record.fields.location")}</th>
                    <th scope="col">{t("kids.record.fields.callNumber")}</th>
                  </>
                ) : (
                  <>
                    <th scope="col">{t("kids.record.fields.barcode")}</th>
                    <th scope="col">{t("kids.record.fields.callNumber")}</th>
                    <th scope="col">{t("kids.record.fields.volume")}</th>
                  </>
                )}
                <th scope="col">{t("kids.record.fields.status")}</th>
              </tr>
            </thead>
            <tbody>
              {b.exemplares.map((c) => (
                <tr key={c.cod_exemplar}>
                  {localisation ? (
                    <>
                      <td>{c.desc_local_exemplar ?? "—"}</td>
                      <td>{c.chamada ?? "—"}</td>
                    </>
                  ) : (
                    <>
                      <td>{c.tombo}</td>
                      <td>{c.chamada ?? "—"}</td>
                      <td>{[c.volume, c.tomo, c.parte].filter(Boolean).join(" ") || "—"}</td>
                    </>
                  )}
                  <td>{c.desc_situacao}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ))}
    </>
  );
}
