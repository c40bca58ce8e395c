/**
 * The port of the SMTP receiver of the e-mail tests, shared by playwright.config.ts (the web
 * server's SMTP_PORT) and the spec that starts the receiver. It follows E2E_PORT so that runs on
 * different ports (several checkouts on one machine) never fight over it.
 */
export function e2eSmtpPort(webPort: number): number {
  return Number(process.env.E2E_SMTP_PORT ?? webPort + 20000);
}
