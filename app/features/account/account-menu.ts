/**
 * The patron area's menu (app/routes/meupergamum.tsx): one entry per service page, in this
 * order. A feature that adds a page under /meupergamum adds its line here.
 */
import { tk } from "../../lib/i18n.ts";

export interface AccountPage {
  to: string;
  label: string;
  /** Active only on the exact path (the area's home), not on the pages below it. */
  end: boolean;
}

export const ACCOUNT_PAGES = [
  { to: "/meupergamum", label: tk("circulation.account.nav.home"), end: true },
  { to: "/meupergamum/emprestimos", label: tk("circulation.account.nav.loans"), end: false },
  { to: "/meupergamum/reservas", label: tk("circulation.account.nav.reservations"), end: false },
  { to: "/meupergamum/solicitacoes", label: tk("circulation.account.nav.requests"), end: false },
  { to: "/meupergamum/pedidos-pesquisa", label: tk("requests.nav"), end: false },
  { to: "/meupergamum/debitos", label: tk("circulation.account.nav.debts"), end: false },
  { to: "/meupergamum/historico", label: tk("circulation.account.nav.history"), end: false },
  { to: "/meupergamum/senha", label: tk("recovery.change.nav"), end: false },
  { to: "/meupergamum/dados-pessoais", label: tk("personal.nav"), end: false },
  { to: "/meupergamum/sugestoes", label: tk("acquisition.nav"), end: false },
  { to: "/meupergamum/nada-consta", label: tk("clearance.nav"), end: false },
  { to: "/meupergamum/token", label: tk("clearance.token.nav"), end: false },
  { to: "/meupergamum/comentarios", label: tk("comments.own.nav"), end: false },
  { to: "/meupergamum/perfil-interesse", label: tk("interest.nav"), end: false },
] satisfies readonly AccountPage[];
