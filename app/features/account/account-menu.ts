/**
 * The patron area's menu (app/routes/meupergamum.tsx): one entry per service page, in this
 * order, shown under its group's heading. A feature that adds a page under /meupergamum adds its
 * line here. An entry with a `permission` (a Pergamum activity code, category_permission) is
 * listed only to patrons whose category holds it (decision 034): the layout filters with the
 * permissions the token carries (GET /pessoas authPermissions). `count` names a figure the
 * layout shows beside the label (the unread alerts).
 */
import { TEACHING_PLANS_ACTIVITY } from "../../../api/catalogue/teaching/teacher-plans.contract.ts";
import { tk } from "../../lib/i18n.ts";

/** The menu's groups, in order; an entry without one goes under "services". */
export const ACCOUNT_GROUPS = [
  { id: "account", label: tk("services.nav.groups.account") },
  { id: "circulation", label: tk("services.nav.groups.circulation") },
  { id: "requests", label: tk("services.nav.groups.requests") },
  { id: "research", label: tk("services.nav.groups.research") },
  { id: "services", label: tk("services.nav.groups.services") },
] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number]["id"];

export interface AccountPage {
  to: string;
  label: string;
  /** Active only on the exact path (the area's home), not on the pages below it. */
  end: boolean;
  group?: AccountGroup;
  /** Shown only when the patron's category holds this activity code. */
  permission?: number;
  /** A figure shown beside the label. */
  count?: "alerts";
}

export const ACCOUNT_PAGES = [
  { to: "/meupergamum", label: tk("circulation.account.nav.home"), end: true, group: "account" },
  { to: "/meupergamum/alertas", label: tk("services.nav.alerts"), end: false, group: "account", count: "alerts" },
  { to: "/meupergamum/dados-pessoais", label: tk("personal.nav"), end: false, group: "account" },
  { to: "/meupergamum/senha", label: tk("recovery.change.nav"), end: false, group: "account" },
  { to: "/meupergamum/nada-consta", label: tk("clearance.nav"), end: false, group: "account" },
  { to: "/meupergamum/emprestimos", label: tk("circulation.account.nav.loans"), end: false, group: "circulation" },
  { to: "/meupergamum/reservas", label: tk("circulation.account.nav.reservations"), end: false, group: "circulation" },
  { to: "/meupergamum/debitos", label: tk("circulation.account.nav.debts"), end: false, group: "circulation" },
  { to: "/meupergamum/token", label: tk("clearance.token.nav"), end: false, group: "circulation" },
  { to: "/meupergamum/historico", label: tk("circulation.account.nav.history"), end: false, group: "circulation" },
  {
    to: "/meupergamum/historico-reservas",
    label: tk("services.nav.reservationHistory"),
    end: false,
    group: "circulation",
  },
  { to: "/meupergamum/estatisticas", label: tk("services.nav.statistics"), end: false, group: "circulation" },
  { to: "/meupergamum/solicitacoes", label: tk("circulation.account.nav.requests"), end: false, group: "requests" },
  { to: "/meupergamum/pedidos-pesquisa", label: tk("requests.nav"), end: false, group: "requests" },
  { to: "/meupergamum/sugestoes", label: tk("acquisition.nav"), end: false, group: "requests" },
  { to: "/meupergamum/perfil-interesse", label: tk("interest.nav"), end: false, group: "research" },
  { to: "/meupergamum/cesta-permanente", label: tk("services.nav.permanentBasket"), end: false, group: "research" },
  {
    to: "/meupergamum/planos-ensino",
    label: tk("services.nav.teachingPlans"),
    end: false,
    group: "research",
    permission: TEACHING_PLANS_ACTIVITY,
  },
  { to: "/meupergamum/comentarios", label: tk("comments.own.nav"), end: false, group: "services" },
] satisfies readonly AccountPage[];

/** The menu a patron sees: the entries their permissions allow, grouped, empty groups left out. */
export function accountMenu(
  pages: readonly AccountPage[],
  activities: ReadonlySet<number>,
): { id: AccountGroup; label: string; pages: AccountPage[] }[] {
  const allowed = pages.filter((p) => p.permission === undefined || activities.has(p.permission));
  return ACCOUNT_GROUPS.map((g) => ({
    id: g.id,
    label: g.label,
    pages: allowed.filter((p) => (p.group ?? "services") === g.id),
  })).filter((g) => g.pages.length > 0);
}
