import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";

import type { ReservationOut } from "../../../api/lending/circulation/contract.ts";
import { titleLang } from "../../lib/record-language.ts";
import type { TitleInSentence } from "../../ui/titles-in-sentence.tsx";

/** A reservation the question names: its title, and the record's MARC language code for its `lang`. */
export type CancelItem = TitleInSentence & { id: number };

/** How the question names a reservation of the service's list. */
export function cancelItem(reservation: Pick<ReservationOut, "cod_reserva" | "titulo" | "idioma">): CancelItem {
  return { id: reservation.cod_reserva, title: reservation.titulo, language: reservation.idioma };
}

/** The question, the reservations it is about and the warning: the page's and the dialog's. */
function CancelQuestion({
  id,
  heading,
  items,
}: {
  id: string;
  heading: RefObject<HTMLHeadingElement>;
  items: CancelItem[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h2 id={id} tabIndex={-1} ref={heading}>
        {t("ui.cancelReservations.question", { count: items.length })}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} lang={titleLang(item.language, i18n.language)}>
            {item.title}
          </li>
        ))}
      </ul>
      <p>{t("ui.cancelReservations.warning")}</p>
    </>
  );
}

/**
 * "Cancel these reservations?" (decision 037, honest actions): the page the first "cancel" answers with. Its
 * heading takes the focus, so a screen reader hears the question; "No" goes back to the list
 * unchanged, "Yes" posts the same choice again with `confirmar=1`.
 */
export function CancelConfirmation({ items }: { items: CancelItem[] }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice confirm-cancel" aria-labelledby="confirm-cancel-title">
      <CancelQuestion id="confirm-cancel-title" heading={heading} items={items} />
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

/**
 * The same question as a dialog when JS runs (decision 037): the list form's submit opens a
 * native modal <dialog> instead of posting, the focus goes to its question, Escape or "No" closes
 * it and puts the focus back on the button that opened it, and "Yes" submits the same form with
 * `confirmar=1` (it is a submit button of that form). Without JS the form posts and the server
 * answers with the confirmation page above. `itemOf` names a ticked reservation.
 */
export function useCancelDialog(itemOf: (id: number) => CancelItem) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [items, setItems] = useState<CancelItem[]>([]);

  useEffect(() => {
    const element = dialog.current;
    if (items.length === 0 || !element) return;
    if (!element.open) element.showModal();
    heading.current?.focus();
  }, [items]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === "confirmar") {
      dialog.current?.close();
      return;
    }
    const ticked = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')];
    // Nothing ticked: the server's "select a reservation" answers, as without JS.
    if (ticked.length === 0) return;
    event.preventDefault();
    opener.current = submitter;
    setItems(ticked.map((box) => itemOf(Number(box.value))));
  }

  function onClose() {
    setItems([]);
    opener.current?.focus();
  }

  const element = (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby="cancel-dialog-title" onClose={onClose}>
      <CancelQuestion id="cancel-dialog-title" heading={heading} items={items} />
      <p className="confirm-cancel__actions">
        <button type="submit" name="confirmar" value="1" className="button">
          {t("ui.cancelReservations.yes", { count: items.length })}
        </button>{" "}
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          {t("ui.cancelReservations.no", { count: items.length })}
        </button>
      </p>
    </dialog>
  );
  return { onSubmit, dialog: element };
}
