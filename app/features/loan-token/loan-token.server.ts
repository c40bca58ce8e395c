/**
 * The loan token page's server half (/meupergamum/token; decision 032): the token in force with
 * its QR code as a PNG data URI (an <img>, so nothing of the service is ever injected as markup),
 * and the action that makes a new one.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import QRCode from "qrcode";

import { accountContext } from "../account/account.server.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";

export const TOKEN_PATH = "/meupergamum/token";

export type TokenState =
  { state: "token"; token: string; validade: string; qr: string } | { state: "cleared"; message: string };

/** What the kiosk's reader reads: the token itself. */
export function tokenQrDataUri(token: string): Promise<string> {
  return QRCode.toDataURL(token, { errorCorrectionLevel: "M", margin: 4, scale: 8 });
}

export async function tokenState(api: LibraryClient): Promise<TokenState> {
  try {
    const token = await api.loanToken.current();
    return { state: "token", token: token.token, validade: token.validade, qr: await tokenQrDataUri(token.token) };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 403) return { state: "cleared", message: error.message };
    return apiErrorResponse(error);
  }
}

export async function renewTokenAction(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  await api.loanToken.renew().catch(apiErrorResponse);
  api.session.flash("notice", "clearance.token.renewed");
  throw redirect(TOKEN_PATH, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}
