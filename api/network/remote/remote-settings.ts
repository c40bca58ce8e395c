/**
 * The remote catalogues an institution searches over SRU (decision 058): the parameter
 * `catalogos_remotos`, a JSON list of targets, each answering for one database type of document 1
 * §6 (89 Rede Pergamum, 96 Rede EBSCO, 113 Target GEDWeb, 118 ABNT). 108 and 109 are the harvested
 * network catalogue and are never remote. A pure module: the desk's parameter check reads it too.
 */
import * as z from "zod";

/** The database types a remote catalogue may answer for. */
export const REMOTE_CODES = [89, 96, 113, 118] as const;
export type RemoteCode = (typeof REMOTE_CODES)[number];

export const RemoteTargetSchema = z.object({
  codigo: z.union([z.literal(89), z.literal(96), z.literal(113), z.literal(118)]),
  /** The name the results are shown with ("Rede Pergamum - UFXX"). */
  nome: z.string().trim().min(1).max(120),
  /** The SRU base address (http or https), without the protocol's parameters. */
  url: z
    .string()
    .max(500)
    .refine((v) => /^https?:\/\/[^\s?#]+$/i.test(v)),
  /** The record schema asked for; the records are read as MARCXML. */
  esquema: z
    .string()
    .regex(/^[\w.:/-]{1,100}$/)
    .default("marcxml"),
  /** The SRU version sent: 2.0, or 1.2 for older servers. */
  versao: z.enum(["2.0", "1.2"]).default("2.0"),
});
export type RemoteTarget = z.output<typeof RemoteTargetSchema>;

const RemoteTargetsSchema = z
  .array(RemoteTargetSchema)
  .max(REMOTE_CODES.length)
  .refine((list) => new Set(list.map((t) => t.codigo)).size === list.length);

/** The targets of the parameter's value; [] when unset or not valid (the desk's check refuses those). */
export function remoteTargets(value: string | undefined): RemoteTarget[] {
  if (!value) return [];
  try {
    const parsed = RemoteTargetsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Whether the desk may store this value ("" removes every target). */
export function isRemoteTargetsValue(value: string): boolean {
  if (value === "") return true;
  if (value.length > 4000) return false;
  try {
    return RemoteTargetsSchema.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}

export const REMOTE_PARAM = "catalogos_remotos";
