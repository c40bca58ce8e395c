/**
 * The search term field with suggestions (document 1 §2, §5): an ARIA 1.2 combobox with a list
 * popup (WAI-ARIA Authoring Practices, "combobox with list autocomplete"). The server renders a
 * plain text field, which is all a browser without JavaScript gets; once the page hydrates the
 * same element becomes the combobox (never a new one, which would lose what was typed and the
 * focus). Suggestions come from /consulta/auto-complete, 500 ms after
 * the reader stops typing, for the "search by" option chosen in the same form.
 *
 * Keys: Down/Up move through the suggestions (Down opens them), Enter takes the highlighted one
 * into the field (without submitting; Enter again searches), Escape closes the list, or stops
 * suggestions still on their way, and only when neither is there clears the field (the APG
 * pattern's optional clearing: what was just typed is never lost to one Escape), Tab leaves.
 * How many suggestions there are is announced in a polite live region. Choosing never submits: the reader stays in control (WCAG 3.2.2).
 */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

import type { Suggestion } from "../../../api/contract.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
const SUGGESTIONS_PATH = "/consulta/auto-complete";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "defaultValue">;

export interface SearchTermComboboxProps extends InputProps {
  id: string;
  name: string;
  defaultValue?: string;
  /** The name of the form's "search by" control, read when suggestions are asked for. */
  searchByName?: string;
}

/** The call takes TITULO, AUTOR, ASSUNTO or LIVRE (and Pergamum's INDICE_n); other options map to their field. */
export function suggestionField(option: string | null | undefined): string {
  const base = (option ?? "").toUpperCase().replace(/_SIMILAR$/, "");
  if (["TITULO", "AUTOR", "ASSUNTO", "LIVRE", "INDICE_1", "INDICE_2", "INDICE_3"].includes(base)) return base;
  if (base === "OBRA") return "TITULO";
  if (base.startsWith("AUTORIDADE")) return "AUTOR";
  return "LIVRE";
}

export function SearchTermCombobox({
  id,
  name,
  defaultValue = "",
  searchByName = "for",
  className,
  ...rest
}: SearchTermComboboxProps) {
  // One element before and after hydration: what was typed before the script ran, and the focus,
  // stay (decision 037). Once hydrated the same field gains the combobox's roles.
  const hydrated = useHydrated();
  return (
    <Combobox
      id={id}
      name={name}
      defaultValue={defaultValue}
      searchByName={searchByName}
      className={className}
      enhanced={hydrated}
      {...rest}
    />
  );
}

function Combobox({
  id,
  name,
  defaultValue = "",
  searchByName,
  className,
  enhanced,
  ...rest
}: SearchTermComboboxProps & { enhanced: boolean }) {
  const { t } = useTranslation();
  const listboxId = `${id}-suggestions`;
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pending = useRef<AbortController>();
  /** Suggestions asked for (waiting for the pause in typing, or for the answer) and not yet shown. */
  const awaiting = useRef(false);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");

  // The field is uncontrolled: the browser keeps what is typed, even before hydration. A new
  // search (client navigation) brings its own term: only a change is written into the field.
  const shownDefault = useRef(defaultValue);
  useEffect(() => {
    if (shownDefault.current === defaultValue) return;
    shownDefault.current = defaultValue;
    if (inputRef.current) inputRef.current.value = defaultValue;
  }, [defaultValue]);

  // Submitting searches: no list should open over the results from a request still on its way.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const stop = () => {
      cancelSuggestions();
      setOpen(false);
      setActive(-1);
    };
    form.addEventListener("submit", stop);
    return () => form.removeEventListener("submit", stop);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: "nearest" });
  });

  function optionId(index: number) {
    return `${id}-suggestion-${index}`;
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function cancelSuggestions() {
    clearTimeout(timer.current);
    pending.current?.abort();
    awaiting.current = false;
  }

  async function load(term: string) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const form = inputRef.current?.form;
    const control = form?.elements.namedItem(searchByName ?? "for") as HTMLSelectElement | HTMLInputElement | null;
    const query = new URLSearchParams({ term, searchBy: suggestionField(control?.value) });
    try {
      const response = await fetch(`${SUGGESTIONS_PATH}?${query}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      const list: Suggestion[] = response.ok ? await response.json() : [];
      if (controller.signal.aborted) return;
      setOptions(list);
      setActive(-1);
      // Suggestions that arrive after the patron left the field would cover what they went to
      // (the next field, a button) with a list they are no longer using.
      setOpen(list.length > 0 && document.activeElement === inputRef.current);
      setStatus(
        list.length === 0
          ? t("autocomplete.none")
          : list.length === 1
            ? t("autocomplete.countOne")
            : t("autocomplete.countMany", { count: list.length }),
      );
    } catch {
      // Aborted by newer typing, or the network failed: the field keeps working without suggestions.
    } finally {
      if (pending.current === controller) awaiting.current = false;
    }
  }

  function onInput(next: string) {
    clearTimeout(timer.current);
    if (!next.trim()) {
      cancelSuggestions();
      setOptions([]);
      setStatus("");
      close();
      return;
    }
    awaiting.current = true;
    timer.current = setTimeout(() => void load(next.trim()), AUTOCOMPLETE_DEBOUNCE_MS);
  }

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    cancelSuggestions();
    if (inputRef.current) inputRef.current.value = option.termo;
    close();
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!open || i >= count - 1 ? 0 : i + 1));
        return;
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!open || i <= 0 ? count - 1 : i - 1));
        return;
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case "Escape":
        event.preventDefault();
        if (open) close();
        else if (awaiting.current) cancelSuggestions();
        else {
          if (inputRef.current) inputRef.current.value = "";
          onInput("");
        }
        return;
      case "Tab":
        close();
        return;
    }
  }

  const expanded = open && options.length > 0;
  return (
    <div className="combobox">
      <input
        ref={inputRef}
        // A text field, not type="search": a combobox role is not allowed on a search field
        // (ARIA in HTML). The phone keyboards' search key comes from the two hints.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
        autoComplete="off"
        role={enhanced ? "combobox" : undefined}
        aria-autocomplete={enhanced ? "list" : undefined}
        aria-expanded={enhanced ? expanded : undefined}
        aria-controls={enhanced ? listboxId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={className}
        {...rest}
      />
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={t("autocomplete.listLabel")}
        className="combobox__listbox"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // The keyboard works from the field (aria-activedescendant), as the combobox pattern asks.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${option.tipo}-${option.termo}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? "combobox__option combobox__option--active" : "combobox__option"}
            // Keeps the focus in the field, so choosing with the mouse is like choosing with Enter.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(index)}
          >
            <span className="combobox__term">{option.termo}</span>{" "}
            <span className="combobox__type">({t(`autocomplete.types.${option.tipo}`)})</span>
          </li>
        ))}
      </ul>
      <div id={statusId} role="status" aria-live="polite" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
