// A real SMTP server for the end-to-end tests: each mail it receives is written as JSON to MAIL_DIR, where the
// specs read the links out of it. Started by start-server.sh beside the site.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR;
fs.mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        count += 1;
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        };
        fs.writeFileSync(
          path.join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.json`),
          JSON.stringify(mail),
        );
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
