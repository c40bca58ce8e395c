/**
 * Desk commands of the network catalogue (decision 041): the OAI-PMH endpoints `npm run harvest`
 * harvests.
 *   network-list                                       the endpoints and their last harvest
 *   network-add ACRONYM URL NAME… [--set S] [--format oai_dc|marc21] [--home URL]
 *   network-remove ACRONYM                             forget an endpoint and what was harvested from it
 */
import * as repo from "../../network/oai/harvest.repository.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function httpUrl(value: string, what: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
  } catch {
    // reported below
  }
  throw new UsageError(`${what} must be an http(s) address`);
}

export const NETWORK_COMMANDS: Record<string, DeskCommand> = {
  "network-list": {
    usage: "  network-list             the network catalogue's OAI-PMH endpoints and their last harvest",
    async run(db) {
      const endpoints = await repo.listEndpoints(db);
      const line = endpoints.length
        ? endpoints
            .map(
              (e) =>
                `${e.acronym} - ${e.name} <${e.url}> ${e.metadata_prefix}${e.set_spec ? ` set ${e.set_spec}` : ""}: ` +
                (e.last_error
                  ? `FAILED (${e.last_error})`
                  : e.last_success_at
                    ? `harvested ${e.last_success_at}`
                    : "never harvested"),
            )
            .join("\n")
        : "no endpoints";
      return { line, json: endpoints };
    },
  },
  "network-add": {
    usage:
      "  network-add ACRONYM URL NAME… [--set S] [--format oai_dc|marc21] [--home URL]  add or change an OAI-PMH endpoint",
    async run(db, argv) {
      const args = [...argv];
      const set = option(args, "--set") ?? null;
      const format = option(args, "--format") ?? "oai_dc";
      const home = option(args, "--home");
      const [acronym, url, ...name] = args;
      if (!acronym || !/^[A-Za-z0-9_-]{1,20}$/.test(acronym))
        throw new UsageError("ACRONYM: 1 to 20 letters, digits, - or _");
      if (!url) throw new UsageError("missing URL");
      if (name.length === 0) throw new UsageError("missing NAME");
      if (format !== "oai_dc" && format !== "marc21") throw new UsageError("--format is oai_dc or marc21");
      const endpoint = {
        acronym,
        name: name.join(" ").slice(0, 200),
        url: httpUrl(url, "URL"),
        set_spec: set,
        metadata_prefix: format as "oai_dc" | "marc21",
        home_url: home ? httpUrl(home, "--home") : null,
      };
      await repo.upsertEndpoint(db, endpoint);
      return { line: `endpoint ${acronym} saved`, json: endpoint };
    },
  },
  "network-remove": {
    usage: "  network-remove ACRONYM   forget an endpoint and the records harvested from it",
    async run(db, args) {
      if (!args[0]) throw new UsageError("missing ACRONYM");
      const removed = await repo.removeEndpoint(db, args[0]);
      if (!removed) throw new UsageError(`no endpoint ${args[0]}`);
      return { line: `endpoint ${args[0]} removed`, json: { acronym: args[0] } };
    },
  },
};
