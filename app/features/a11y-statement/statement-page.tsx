/**
 * The accessibility statement (decision 063): conformance, method, one table per WCAG principle
 * and per eMAG section, the known exceptions and how to report a barrier. Every row comes from
 * criteria.ts; the page ships no script. The standards' titles and the tests' names are in the
 * language they are written in (WCAG's and the tests' in English, eMAG's in Portuguese), marked
 * with their `lang` so a screen reader reads them right on a page in another language.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { CaptionedTable } from "../../ui/scroll-table.tsx";
import type { StatementGroup, StatementRow, StatementText } from "./statement.ts";

interface StatementData {
  text: StatementText;
  conformance: string;
  reviewed: string;
  groups: { wcag: StatementGroup[]; emag: StatementGroup[] };
  support: string | null;
  supportLang?: string;
}

function HowTested({ row, text }: { row: StatementRow; text: StatementText }) {
  const automated = row.axe.length > 0 || row.tests.length > 0;
  return (
    <>
      {row.axe.length ? (
        <p>
          {text.axe}{" "}
          {row.axe.map((rule, index) => (
            <span key={rule}>
              {index ? ", " : null}
              <code>{rule}</code>
            </span>
          ))}
        </p>
      ) : null}
      {row.tests.length ? (
        <>
          <p>{text.named}</p>
          <ul className="statement__tests">
            {row.tests.map((test) => (
              <li key={`${test.file} ${test.title}`}>
                <code>{test.file}</code> <span lang="en">{test.title}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {automated ? null : <p>{text.manual}</p>}
      {row.note ? <p>{row.note}</p> : null}
    </>
  );
}

/**
 * A short cell's value, with its column's name shown before it only where the table is laid out
 * as one block per row (a phone): screen readers have the column header, so the name is hidden
 * from them.
 */
function Labelled({ label, value }: { label: string; value?: string }) {
  return (
    <>
      <span className="statement__label" aria-hidden="true">
        {label}:{" "}
      </span>
      {value}
    </>
  );
}

function Group({ group, text, standard }: { group: StatementGroup; text: StatementText; standard: "wcag" | "emag" }) {
  const wcag = standard === "wcag";
  const columns = wcag
    ? [text.columns.criterion, text.columns.level, text.columns.status, text.columns.tests]
    : [text.columns.recommendation, text.columns.status, text.columns.tests];
  return (
    <CaptionedTable
      captionId={group.id}
      caption={group.caption}
      className="table statement__table"
      columns={columns}
      rows={group.rows.map((row) => ({
        key: row.id,
        header: (
          <>
            {row.id} <span lang={wcag ? "en" : "pt"}>{row.name}</span>
          </>
        ),
        cells: [
          ...(wcag ? [<Labelled key="level" label={text.columns.level} value={row.level} />] : []),
          <Labelled key="status" label={text.columns.status} value={row.statusLabel} />,
          <HowTested key="tests" row={row} text={text} />,
        ],
      }))}
    />
  );
}

export function StatementPage() {
  const { t } = useTranslation();
  const { text, conformance, reviewed, groups, support, supportLang } = useLoaderData<StatementData>();
  return (
    <div className="page statement-page">
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <p>{conformance}</p>
      <p>{reviewed}</p>

      <h2 id="metodo">{text.methodTitle}</h2>
      <p>{text.method}</p>
      <p>{text.generated}</p>

      <h2 id="excecoes">{text.exceptionsTitle}</h2>
      <ul>
        {Object.entries(text.exceptions).map(([key, exception]) => (
          <li key={key}>{exception}</li>
        ))}
      </ul>

      <h2 id="relatar">{text.reportTitle}</h2>
      <p>{text.report}</p>
      {support ? (
        // Sanitised by the service (api/community/information/sanitize.ts): staff HTML, no script or style.
        <div className="info-html" lang={supportLang} dangerouslySetInnerHTML={{ __html: support }} />
      ) : (
        <p>{text.reportNone}</p>
      )}
      <ul>
        <li>
          <Link to="/suporte">{t("info.support.title")}</Link>
        </li>
        <li>
          <Link to="/atendimento">{t("info.service.title")}</Link>
        </li>
      </ul>

      <h2 id="recursos">{text.aboutTitle}</h2>
      <p>{text.about}</p>
      <p>
        <Link to="/sobre-acessibilidade">{t("accessibility.page.title")}</Link>
      </p>

      <h2 id="wcag">{text.wcagTitle}</h2>
      {groups.wcag.map((group) => (
        <Group key={group.id} group={group} text={text} standard="wcag" />
      ))}

      <h2 id="emag">{text.emagTitle}</h2>
      {groups.emag.map((group) => (
        <Group key={group.id} group={group} text={text} standard="emag" />
      ))}
    </div>
  );
}
