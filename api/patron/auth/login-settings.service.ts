/**
 * What the login screen and the password recovery offer before anyone logs in, from the
 * institution's parameters and the public permissions (document 2 §2, §5, §6): the
 * forgot-password link (p.__md_aut '2', p.__md_crypt '4' and permission 1113, whose description
 * is the link's text), the captcha (permission 1120; on login always or only after a failed
 * attempt, `captcha_login` 'S' or 'F') and the destination choice (permission 8, whose
 * description names the member area). One place, so that the screen and the calls behind it
 * never disagree.
 */
import type { Queryable } from "../../core/db/db.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { publicPermissions } from "./login-settings.repository.ts";

/** The category a visitor holds before logging in, for the features that grant by category. */
export { PUBLIC_CATEGORY } from "./login-settings.repository.ts";

export interface LoginSettings {
  recovery: { offered: boolean; text: string | null };
  captcha: { login: "never" | "always" | "after_failure"; recovery: boolean };
  destinationChoice: { offered: boolean; memberAreaLabel: string | null };
}

export const PERMISSION = { destinationChoice: 8, recovery: 1113, captcha: 1120 } as const;

export async function loginSettings(db: Queryable): Promise<LoginSettings> {
  const [params, permissions] = await Promise.all([
    institutionParams(db, ["p.__md_aut", "p.__md_crypt", "captcha_login"]),
    publicPermissions(db),
  ]);
  const held = (activity: number) => permissions.find((p) => p.activity === activity);
  const recovery = held(PERMISSION.recovery);
  const captcha = Boolean(held(PERMISSION.captcha));
  const destination = held(PERMISSION.destinationChoice);
  return {
    recovery: {
      offered: params["p.__md_aut"] === "2" && params["p.__md_crypt"] === "4" && Boolean(recovery),
      text: recovery?.description || null,
    },
    captcha: {
      login: !captcha ? "never" : params.captcha_login === "F" ? "after_failure" : "always",
      recovery: captcha,
    },
    destinationChoice: { offered: Boolean(destination), memberAreaLabel: destination?.description || null },
  };
}
