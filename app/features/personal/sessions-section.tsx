/**
 * The sessions open on the account (decision 052), on the personal data page: how and when each
 * was opened and last renewed, a button to end each other one, and "log out everywhere", which
 * ends every session and app device (this one too). Plain forms: they work without JS.
 */
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { SessionOut } from "../../../api/patron/personal/contract.ts";
import { formatDay } from "../account/account.ts";
import type { personalDataLoader } from "./personal-data.server.ts";

/** One small form that ends something in a list (a device, a session): the intent, its id, a button. */
export function EndForm(props: { intent: string; field: [string, string | number]; label: string; text: string }) {
  return (
    <Form method="post" className="personal-device-form">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.field[0]} value={props.field[1]} />
      <button type="submit" className="button button--secondary button--small" aria-label={props.label}>
        {props.text}
      </button>
    </Form>
  );
}

export function SessionsSection() {
  const loaded = useLoaderData<typeof personalDataLoader>();
  // A page rendered without the list (a stand-in loader) shows no section rather than failing.
  const sessions: SessionOut[] | undefined = loaded.sessions;
  const { t } = useTranslation();
  if (!sessions) return null;
  const { locale } = loaded;
  return (
    <section className="personal-devices" aria-labelledby="personal-sessions-title">
      <h2 id="personal-sessions-title">{t("personal.sessions.title")}</h2>
      <p>{t("personal.sessions.intro")}</p>
      <ul>
        {sessions.map((session, index) => {
          const name = t(`personal.sessions.kind.${session.tipo}`);
          return (
            <li key={session.id}>
              <strong>{name}</strong>{" "}
              <span>{t("personal.sessions.since", { date: formatDay(session.iniciada_em, locale) })}</span>
              <span> · {t("personal.sessions.lastUsed", { date: formatDay(session.usada_em, locale) })}</span>
              {session.atual ? (
                <span> · {t("personal.sessions.current")}</span>
              ) : (
                <EndForm
                  intent="end-session"
                  field={["session", session.id]}
                  label={t("personal.sessions.endLabel", { name, number: index + 1 })}
                  text={t("personal.sessions.end")}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <p className="hint">{t("personal.sessions.everywhereHint")}</p>
        <button type="submit" className="button button--secondary">
          {t("personal.sessions.everywhere")}
        </button>
      </Form>
    </section>
  );
}
