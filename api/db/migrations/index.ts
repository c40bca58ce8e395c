import * as m001 from "./001-init.ts";

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: { version: string; up: string }[] = [m001];
