import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** MAIL FROM and RCPT TO: where the email really went, whatever its headers say. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** The SMTP URL the function is configured with, credentials included. */
  url: string;
  received: ReceivedEmail[];
  /** Emails refused so far (each refusal is one attempt of the sender's). */
  refusals: number;
  close(): Promise<void>;
}

export const SMTP_USER = 'portfolio';
export const SMTP_PASSWORD = 'app-password';

export interface SmtpBehaviour {
  /** Reply to the first `count` emails' data with SMTP reply `code` (451 "try again later"). */
  refuse?: { count: number; code: number };
  /** Answer no email before this settles: the sender waits with its email half-sent. */
  hold?: Promise<void>;
  /** The loopback port to listen on, when the sender was configured before the server started. */
  port?: number;
}

/**
 * A real SMTP server on loopback (nodemailer's authors' smtp-server) that requires a login and
 * keeps what it receives, and can refuse or hold emails.
 */
export async function startSmtpServer({
  refuse = { count: 0, code: 451 },
  hold = Promise.resolve(),
  port: wantedPort = 0,
}: SmtpBehaviour = {}): Promise<SmtpTestServer> {
  const state: SmtpTestServer = { url: '', received: [], refusals: 0, close: async () => {} };
  const server = new SMTPServer({
    logger: false,
    // Loopback only: no TLS, so the login goes in clear text.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid login'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await hold;
        if (state.refusals < refuse.count) {
          state.refusals += 1;
          callback(
            Object.assign(new Error('Refused by the test server'), { responseCode: refuse.code }),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((parsed) => {
          const from = session.envelope.mailFrom;
          state.received.push({
            envelope: {
              from: from ? from.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            raw,
            parsed,
          });
          callback(null, 'Queued');
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The URL of an SMTP server that is down: a loopback port nobody listens on. */
export async function downSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
}
