import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * "Cancel these reservations?" (issue 18, item 8): the page the first "cancel" answers with. Its
 * heading takes the focus, so a screen reader hears the question; "No" goes back to the list
 * unchanged, "Yes" posts the same choice again with `confirmar=1`.
 */
export function CancelConfirmation({ items }: { items: { id: number; title: string }[] }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice confirm-cancel" aria-labelledby="confirm-cancel-title">
      <h2 id="confirm-cancel-title" tabIndex={-1} ref={heading}>
        {t("ui.cancelReservations.question", { count: items.length })}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <p>{t("ui.cancelReservations.warning")}</p>
      <Form method="post" className="confirm-cancel__actions">
        {items.map((item) => (
          <input key={item.id} type="hidden" name="reservas" value={item.id} />
        ))}
        <input type="hidden" name="confirmar" value="1" />
        <button type="submit" className="button">
          {t("ui.cancelReservations.yes", { count: items.length })}
        </button>{" "}
        <Link to="/meupergamum/reservas" className="button button--secondary">
          {t("ui.cancelReservations.no", { count: items.length })}
        </Link>
      </Form>
    </section>
  );
}
