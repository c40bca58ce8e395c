/**
 * A link to a FAQ, information or support page that, with JS, opens the page's content in a
 * native modal <dialog> instead (document 1 §3 "FAQ modal", "Info modal", footer modals). Without
 * JS, or with a modifier key (a new tab), it is the link. The dialog loads the page's loader data
 * with a fetcher, names itself after the page's title, closes with Escape or its button, and the
 * browser gives focus back to the link.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useId, useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import { InfoBody, type InfoPage } from "./info-page.tsx";

export function DialogLink({ to, children }: { to: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useFetcher<{ page: InfoPage }>();
  const titleId = useId();

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.current?.showModal();
    if (content.state === "idle" && !content.data) content.load(to);
  };
  const page = content.data?.page;

  return (
    <>
      <Link to={to} onClick={hydrated ? open : undefined} aria-haspopup={hydrated ? "dialog" : undefined}>
        {children}
      </Link>
      {hydrated ? (
        <dialog ref={dialog} className="dialog info-dialog" aria-labelledby={titleId}>
          <div className="dialog__header">
            <h2 id={titleId}>{page?.title ?? children}</h2>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => dialog.current?.close()}
            >
              {t("info.close")}
            </button>
          </div>
          {page ? <InfoBody page={page} level={3} /> : <p role="status">{t("info.loading")}</p>}
        </dialog>
      ) : null}
    </>
  );
}
