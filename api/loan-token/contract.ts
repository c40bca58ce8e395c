/** Response shapes of the loan token (GET and POST /api/emprestimo/token; the desk's check). Decision 032. */

/** The patron's current loan token: shown at the desk or a self-service kiosk until `validade`. */
export interface LoanTokenOut {
  token: string;
  /** ISO 8601 instants. */
  criado_em: string;
  validade: string;
}

/** GET /api/balcao/token/{token} (X-Staff-Key): whose token it is and whether it still works. */
export interface DeskTokenCheck {
  token: string;
  valido: boolean;
  /** valid, or expired (its validity has passed: the patron makes a new one). */
  situacao: "valid" | "expired";
  validade: string;
  cod_pessoa: number;
  nome: string;
  login: string;
}
