/**
 * The login device cookie (docs/decisions/053-login-limits-and-captcha.md): the device token the
 * library service gave with this browser's last password login, sent back with the next ones so
 * that the service counts them in this device's own allowance, never locked out by strangers'
 * failures on the account. The service signs the token, so the cookie need not be signed; it is
 * HttpOnly like every cookie and lasts a year.
 */
import { cookieSecure, plainCookie } from "./cookies.server.ts";

const YEAR = 365 * 24 * 60 * 60;
const loginDevice = plainCookie("__opac_login_device", { maxAge: YEAR });

/** The device token this browser keeps, if any. */
export async function loginDeviceOf(request: Request): Promise<string | undefined> {
  const value: unknown = await loginDevice.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : undefined;
}

/** The Set-Cookie that keeps `token`, or nothing when the service gave none. */
export async function keepLoginDevice(request: Request, token: string | undefined): Promise<string | undefined> {
  return token ? loginDevice.serialize(token, { secure: cookieSecure(request) }) : undefined;
}
