/**
 * `npm run circ -- COMMAND …`: the desk operations from a terminal, through the same service
 * functions as the /api/balcao calls, on the database of DATABASE_URL or of the PGlite folder
 * DATA_DIR. Whoever can run this can open the database, so no staff key is asked.
 *
 * Output: one line per operation on stdout (add --json for the full answer as JSON); a refusal on
 * stderr in the language of CIRC_LANG (pt, en, es; default pt). Exit status: 0 done, 1 refused or
 * failed, 2 usage error.
 */
import {
  checkIn,
  checkOut,
  openLoanOf,
  renewLoan,
  type ItemRef,
  type PatronRef,
} from "../../lending/circulation/loans.service.ts";
import { expireDue, markReady } from "../../lending/circulation/reservations.service.ts";
import { issueStaffKey } from "../../core/staff.ts";
import { issueApiClient, revokeApiClient } from "../../patron/auth/api-clients.service.ts";
import { openDb, type Db } from "../../core/db/db.ts";
import { migrate } from "../../core/db/migrate.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { DESK_COMMANDS, UsageError, type DeskCommand } from "./desk-commands.ts";

const USAGE = `usage: npm run circ -- COMMAND [--json]
  checkout PATRON ITEM     lend a copy (PATRON: id or login; ITEM: barcode, or #id)
  checkin ITEM             receive a copy (fine, suspension, next reservation)
  renew ITEM               renew the open loan of a copy (or: renew loan:ID)
  ready RESERVATION [ITEM] hold a copy for a queued reservation (default: first available fitting copy)
  expire                   close queued reservations past validity and ready ones past pick-up
  staff-key LOGIN NAME [LIBRARY]  create a desk user (or a new key for it); prints the key once
  api-client NAME                 register an application for the client credentials grant; prints its id and secret once
  api-client-revoke CLIENT_ID     refuse that application's secret from now on
`;

const EXTRA: Record<string, DeskCommand> = Object.assign({}, ...DESK_COMMANDS);

const FULL_USAGE = `${USAGE}${Object.values(EXTRA)
  .map((command) => `${command.usage}\n`)
  .join("")}Environment: DATABASE_URL (PostgreSQL server) or DATA_DIR (PGlite folder, default ./var/data); CIRC_LANG.
`;

function itemRef(arg: string | undefined): ItemRef {
  if (!arg) throw new UsageError("missing ITEM");
  if (/^#\d+$/.test(arg)) return { id: Number(arg.slice(1)) };
  return { barcode: arg };
}

function patronRef(arg: string | undefined): PatronRef {
  if (!arg) throw new UsageError("missing PATRON");
  return /^\d+$/.test(arg) ? { id: Number(arg) } : { login: arg };
}

function positiveInt(arg: string | undefined, what: string): number {
  if (!arg || !/^\d+$/.test(arg) || Number(arg) < 1) throw new UsageError(`${what} must be a positive number`);
  return Number(arg);
}

async function run(db: Db, command: string, args: string[], lang: Lang): Promise<{ line: string; json: unknown }> {
  switch (command) {
    case "checkout": {
      const loan = await checkOut(db, { patron: patronRef(args[0]), item: itemRef(args[1]) });
      return {
        line: `loan ${loan.cod_emprestimo}: copy ${loan.tombo} to patron ${args[0]}, due ${loan.data_devolucao}`,
        json: loan,
      };
    }
    case "checkin": {
      const result = await checkIn(db, { item: itemRef(args[0]) }, lang);
      const parts = [`copy ${args[0]} received`];
      if (result.emprestimo) parts.push(`loan ${result.emprestimo.cod_emprestimo} closed`);
      if (result.multa)
        parts.push(`fine ${(result.multa.valor_centavos / 100).toFixed(2)} for ${result.multa.dias_atraso} late days`);
      if (result.suspensao) parts.push(`suspended until ${result.suspensao.data_fim}`);
      parts.push(
        result.reserva
          ? `held for reservation ${result.reserva.cod_reserva} until ${result.reserva.prazo_retirada}`
          : "back on the shelf",
      );
      return { line: parts.join("; "), json: result };
    }
    case "renew": {
      const loanId = args[0]?.startsWith("loan:")
        ? positiveInt(args[0].slice(5), "loan")
        : await openLoanOf(db, itemRef(args[0]));
      const loan = await renewLoan(db, { loanId });
      return {
        line: `loan ${loan.cod_emprestimo} renewed: due ${loan.data_devolucao}, ${loan.renovacoes_restantes} renewals left`,
        json: loan,
      };
    }
    case "ready": {
      const id = positiveInt(args[0], "RESERVATION");
      const reservation = await markReady(db, id, args[1] ? itemRef(args[1]) : undefined, null, lang);
      return {
        line: `reservation ${id} ready: copy ${reservation.tombo} held until ${reservation.prazo_retirada}`,
        json: reservation,
      };
    }
    case "expire": {
      const closed = await expireDue(db);
      return { line: `${closed} reservations expired`, json: { expired: closed } };
    }
    case "staff-key": {
      const [login, name, library] = args;
      if (!login || !name) throw new UsageError("staff-key needs LOGIN and NAME");
      const key = await issueStaffKey(db, { login, name, libraryId: library ? positiveInt(library, "LIBRARY") : null });
      return { line: key, json: { login, key } };
    }
    case "api-client": {
      const name = args.join(" ").trim();
      if (!name) throw new UsageError("api-client needs NAME");
      const client = await issueApiClient(db, name);
      return { line: `client_id=${client.client_id} client_secret=${client.client_secret}`, json: client };
    }
    case "api-client-revoke": {
      if (!args[0]) throw new UsageError("api-client-revoke needs CLIENT_ID");
      const revoked = await revokeApiClient(db, args[0]);
      return { line: revoked ? `${args[0]} revoked` : `${args[0]}: no such application in use`, json: { revoked } };
    }
    default: {
      const extra = EXTRA[command];
      if (extra) return extra.run(db, args, lang);
      throw new UsageError(command ? `unknown command ${command}` : "no command");
    }
  }
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(FULL_USAGE);
    return;
  }
  const json = argv.includes("--json");
  const [command, ...args] = argv.filter((a) => a !== "--json");
  const lang = (["pt", "en", "es"].includes(process.env.CIRC_LANG ?? "") ? process.env.CIRC_LANG : "pt") as Lang;
  if (!command) throw new UsageError("no command");
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./var/data" });
  try {
    await migrate(db);
    const out = await run(db, command, args, lang);
    process.stdout.write(json ? `${JSON.stringify(out.json, null, 2)}\n` : `${out.line}\n`);
  } catch (error) {
    if (error instanceof ApiError) {
      process.stderr.write(`circ: ${error.code}: ${translate(lang, error.messageKey, error.params)}\n`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`circ: ${error.message}\n${FULL_USAGE}`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`circ failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
});
