/**
 * A local SMTP server for trying the catalogue's e-mail (password recovery codes, the basket by
 * e-mail) without a real mail server: it accepts every message on 127.0.0.1 and prints it.
 *
 *   node scripts/mail-catcher.mjs            # listens on 127.0.0.1:2525 (PORT=… to change)
 *   SMTP_HOST=127.0.0.1 SMTP_PORT=2525 SMTP_FROM="Catálogo <catalogo@example.org>" npm start
 *
 * Development only (smtp-server and mailparser are dev dependencies): no TLS, no login, loopback.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.PORT ?? 2525);

const server = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to ?? []]
          .flat()
          .map((a) => a.text)
          .join(", ");
        console.log(`\n--- ${new Date().toISOString()} to ${to}\nSubject: ${mail.subject ?? ""}\n\n${mail.text ?? ""}`);
        callback();
      })
      .catch((error) => callback(error));
  },
});

server.listen(port, "127.0.0.1", () => {
  console.log(`mail catcher: listening on 127.0.0.1:${port}; messages are printed here`);
});
