/**
 * The way from a search page to the visitor's search history. Without JS (and with a modifier
 * key, to open it elsewhere) it is a link to the /historico page. With JS it opens the same list
 * in a modal <dialog> (document 1 §2 "Search history modal"): loaded from the page's loader,
 * removals posted to its action, Escape or the close button closing it and giving focus back to
 * the link (the browser's dialog does that).
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import type { action as historyAction, loader as historyLoader } from "../../routes/historico.tsx";
import { SearchHistoryTable } from "./history-table.tsx";

const HISTORY_PATH = "/historico";

export function HistoryLink() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useFetcher<typeof historyLoader>();
  const remove = useFetcher<typeof historyAction>();
  const [announcement, setAnnouncement] = useState("");

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setAnnouncement("");
    dialog.current?.showModal();
    list.load(HISTORY_PATH);
  };
  const close = () => dialog.current?.close();

  // After a removal (the list reloads by itself: Remix revalidates loaded fetchers after an
  // action): a message, and focus on the heading, since the button pressed is gone.
  const removed = remove.state === "idle" && remove.data !== undefined && "removed" in remove.data;
  useEffect(() => {
    if (!removed) return;
    setAnnouncement(t("searchHistory.removed"));
    heading.current?.focus();
  }, [removed, remove.data, t]);

  return (
    <>
      <p className="search-history-link">
        <Link to={HISTORY_PATH} onClick={hydrated ? open : undefined} aria-haspopup={hydrated ? "dialog" : undefined}>
          {t("searchHistory.link")}
        </Link>
      </p>
      {hydrated ? (
        <dialog ref={dialog} className="dialog" aria-labelledby="search-history-dialog-title">
          <div className="dialog__header">
            <h2 id="search-history-dialog-title" ref={heading} tabIndex={-1}>
              {t("searchHistory.title")}
            </h2>
            <button type="button" className="button button--secondary button--small" onClick={close}>
              {t("searchHistory.close")}
            </button>
          </div>
          <p role="status" className="dialog__status">
            {announcement}
          </p>
          {list.data ? (
            <SearchHistoryTable
              items={list.data.items}
              onRedo={close}
              removeForm={(_item, fields) => (
                <remove.Form method="post" action={HISTORY_PATH}>
                  <input type="hidden" name="dialog" value="1" />
                  {fields}
                </remove.Form>
              )}
            />
          ) : (
            <p>{t("searchHistory.loading")}</p>
          )}
        </dialog>
      ) : null}
    </>
  );
}
