import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { Language } from "../../lib/i18n.ts";
import { TITLE_SLOT, TitlesInSentence } from "../../ui/titles-in-sentence.tsx";
import { formatDay, formatMoney } from "./account.ts";
import { finesInProgress, type Dashboard, type TodoItem } from "./dashboard.ts";

/** The library's day (São Paulo), as the service counts due dates. */
export function todayInLibrary(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function TodoLine({ item }: { item: TodoItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const values = {
    title: TITLE_SLOT,
    library: item.library ?? "",
    reason: item.reason ?? "",
    date: formatDay(item.day, lang),
    count: item.days ?? 0,
    fine: formatMoney(item.fineCents ?? 0, lang),
  };
  return (
    <li className={`dashboard__item dashboard__item--${item.kind}`}>
      {/* The kind in words first (never colour alone), then what to do and where. */}
      <strong className="dashboard__kind">{t(`ui.dashboard.kind.${item.kind}`)}</strong>{" "}
      <span>
        {/* The title is an element of its own in the sentence, to say its language (decision 038). */}
        <TitlesInSentence
          sentence={t(`ui.dashboard.todo.${item.kind}`, values)}
          titles={[{ title: item.title ?? "", language: item.language }]}
          pageLanguage={i18n.language}
        />
      </span>
      {item.kind === "overdue" && item.fineCents ? <span> {t("ui.dashboard.todo.fine", values)}</span> : null}{" "}
      <Link to={item.href}>{t(`ui.dashboard.go.${item.kind}`)}</Link>
    </li>
  );
}

/** What needs doing, then the counts of each service (decision 037). */
export function DashboardView({ board }: { board: Dashboard }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { counts } = board;
  const fines = finesInProgress(board);
  return (
    <>
      <section className="dashboard" aria-labelledby="dashboard-todo">
        <h2 id="dashboard-todo">{t("ui.dashboard.todoTitle")}</h2>
        {board.todo.length > 0 ? (
          <ul className="dashboard__list">
            {board.todo.map((item, index) => (
              <TodoLine key={`${item.kind}-${index}`} item={item} />
            ))}
          </ul>
        ) : (
          <p>{t("ui.dashboard.nothing")}</p>
        )}
      </section>
      <section className="dashboard-counts" aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts">{t("ui.dashboard.countsTitle")}</h2>
        <ul className="dashboard-counts__list">
          {counts.loans !== null ? (
            <li>
              <Link to="/meupergamum/emprestimos">{t("ui.dashboard.counts.loans", { count: counts.loans })}</Link>
            </li>
          ) : null}
          {counts.reservations !== null ? (
            <li>
              <Link to="/meupergamum/reservas">
                {t("ui.dashboard.counts.reservations", { count: counts.reservations })}
                {counts.ready > 0 ? ` ${t("ui.dashboard.counts.ready", { count: counts.ready })}` : null}
              </Link>
            </li>
          ) : null}
          {counts.debtCents !== null ? (
            <li>
              <Link to="/meupergamum/debitos">
                {counts.debtCents > 0
                  ? t("ui.dashboard.counts.debts", { amount: formatMoney(counts.debtCents, lang) })
                  : fines > 0
                    ? t("ui.dashboard.counts.debtInProgress", { amount: formatMoney(fines, lang) })
                    : t("ui.dashboard.counts.noDebts")}
              </Link>
              {/* A debt already recorded and fines still running: both said, neither hidden. */}
              {counts.debtCents > 0 && fines > 0
                ? ` ${t("ui.dashboard.counts.plusInProgress", { amount: formatMoney(fines, lang) })}`
                : null}
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}
