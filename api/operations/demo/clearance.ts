/**
 * The demo of the clearance declaration, the GRU slip and the loan token (decision 032), with
 * invented patrons of its own (ids 1131–1133, in DEMO_PATRONS):
 * - `nadaconsta` (Irene Quitação): nothing pending, linked to the Biblioteca Central and to the
 *   Biblioteca de Ciências Humanas: ready to produce the declaration (which removes her from the
 *   unit; `npm run circ -- clearance-readmit nadaconsta` brings her back).
 * - `multa` (Jorge Multa): one unpaid debt of R$ 12,50 at the Biblioteca Central, not tied to a
 *   loan: the GRU slip's case (and a clearance refused for the debt).
 * - `token` (Lia Token): for the loan token page.
 * The patron blocked from the clearance by loans, reservations and a request is `demo`.
 */
import type { Queryable } from "../../core/db/db.ts";
import { addMissingInstitutionParams } from "../../core/institution-params.repository.ts";

export const CLEARANCE_READY_LOGIN = "nadaconsta";
export const SLIP_PATRON_LOGIN = "multa";
export const TOKEN_PATRON_LOGIN = "token";
/** The demo's slip amount: R$ 12,50. */
export const SLIP_DEBT_CENTS = 1250;

export async function seedClearanceDemo(db: Queryable): Promise<void> {
  // The institution as the declaration and the slip print it (a fictitious one, like its libraries).
  await addMissingInstitutionParams(db, {
    nome_instituicao: "Universidade de Demonstração",
    logo_instituicao: "logos/instituicao-demo.png",
    validade_token_emprestimo: "60",
    // A payable slip (decision 054) with invented codes: no unit of the Tesouro has UG 999999, and
    // the PIX key is at a reserved example domain. 28830-6 is the Tesouro's collection code for
    // educational services, which university libraries use for fines.
    gru_ug: "999999",
    gru_gestao: "99999",
    gru_codigo_recolhimento: "28830-6",
    pix_chave: "pix@biblioteca.example",
    pix_nome: "Univ. de Demonstração",
    pix_cidade: "Brasília",
  });
  await db.query(
    `INSERT INTO patron_library (patron_id, library_id)
     SELECT id, 2 FROM patron WHERE login = $1 ON CONFLICT DO NOTHING`,
    [CLEARANCE_READY_LOGIN],
  );
  await db.query(
    `INSERT INTO debt (patron_id, amount_cents, reason, description, created_at)
     SELECT id, $2, 'other', 'Reposição de etiqueta de código de barras danificada', now() - interval '3 days'
       FROM patron WHERE login = $1
        AND NOT EXISTS (SELECT 1 FROM debt d WHERE d.patron_id = patron.id)`,
    [SLIP_PATRON_LOGIN, SLIP_DEBT_CENTS],
  );
}
