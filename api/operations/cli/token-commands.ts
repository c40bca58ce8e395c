/**
 * Desk commands of the loan token and the clearance declaration (decision 032):
 *   token-check TOKEN          whose loan token it is and whether it still works
 *   clearance-readmit PATRON   bring a patron who produced a clearance declaration back into the unit
 */
import { readmit } from "../../lending/clearance/clearance.service.ts";
import { findPatron } from "../../lending/circulation/circulation.repository.ts";
import { ApiError } from "../../core/errors.ts";
import { checkLoanToken } from "../../lending/loan-token/loan-token.service.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

export const TOKEN_COMMANDS: Record<string, DeskCommand> = {
  "token-check": {
    usage: "  token-check TOKEN        whose loan token it is and whether it is still valid",
    async run(db, args) {
      if (!args[0]) throw new UsageError("missing TOKEN");
      const check = await checkLoanToken(db, args[0]);
      const state = check.valido ? `valid until ${check.validade}` : `EXPIRED at ${check.validade}`;
      return {
        line: `token ${check.token}: ${check.nome} (${check.login}, patron ${check.cod_pessoa}), ${state}`,
        json: check,
      };
    },
  },
  "clearance-readmit": {
    usage:
      "  clearance-readmit PATRON bring a patron back into the unit after a clearance declaration (PATRON: id or login)",
    async run(db, args) {
      const arg = args[0];
      if (!arg) throw new UsageError("missing PATRON");
      const patron = await findPatron(db, /^\d+$/.test(arg) ? { id: Number(arg) } : { login: arg });
      if (!patron) throw new ApiError(404, "patron_not_found", "errors.patron_not_found");
      const result = await readmit(db, patron.id);
      return {
        line: `patron ${patron.login} back in the unit (libraries ${result.bibliotecas.join(", ") || "none"})`,
        json: result,
      };
    },
  },
};
