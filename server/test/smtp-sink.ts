import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface SmtpSink {
  readonly port: number;
  /** The env that points the app at this server (SMTP_HOST, SMTP_PORT, SMTP_SECURE=false, MAIL_FROM). */
  readonly env: Record<string, string>;
  readonly received: ReceivedMail[];
  /** Resolves with the first received mail (past or future) matching `predicate`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export const SINK_FROM = 'Wedding <wedding@example.test>';

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.map((address) => (address.address ?? '').toLowerCase()),
  );

/**
 * A real SMTP server on loopback for tests and benches: the app's nodemailer talks SMTP to it, and
 * every message is parsed back with mailparser (envelope recipients, headers, text and HTML).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let waiters: {
    predicate: (mail: ReceivedMail) => boolean;
    resolve: (m: ReceivedMail) => void;
  }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail: ReceivedMail = {
            from: parsed.from?.text ?? '',
            to: envelopeTo.length ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // The raw header lines (unfolded): mailparser turns some headers into objects.
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key.toLowerCase(),
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          };
          received.push(mail);
          const ready = waiters.filter((waiter) => waiter.predicate(mail));
          waiters = waiters.filter((waiter) => !ready.includes(waiter));
          for (const waiter of ready) waiter.resolve(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      MAIL_FROM: SINK_FROM,
    },
    received,
    waitFor(predicate, timeoutMs = 15_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
