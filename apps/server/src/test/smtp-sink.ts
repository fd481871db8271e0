import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone: search it for texts and links. */
  text: string;
  /** The message exactly as received (UTF-8), for tests that decode its headers and parts themselves. */
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** true: every recipient is refused (550), so delivery fails; a number: that many are, then all are accepted. */
  refuse(how: boolean | number): void;
  /**
   * The next message is received but not answered until `release()`: the sender waits mid-send. `holding`
   * resolves once that message has arrived.
   */
  hold(): { holding: Promise<void>; release(): void };
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return /^Subject: (.*)$/m.exec(unfolded)?.[1]?.trim() ?? '';
}

/** A real SMTP server (the smtp-server package) in the test process: what our mailer sends arrives here. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusing: boolean | number = false;
  let held: { arrived: () => void; answer: Promise<void> } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      let refuse = refusing === true;
      if (typeof refusing === 'number' && refusing > 0) {
        refusing -= 1;
        refuse = true;
      }
      if (refuse) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: subjectOf(raw),
          text: decodeQuotedPrintable(raw),
          raw,
        };
        received.push(mail);
        for (const waiter of [...waiting]) {
          if (waiter.match(mail)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        const hold = held;
        held = null;
        if (!hold) return callback();
        hold.arrived();
        void hold.answer.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(match) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
    refuse(how) {
      refusing = how;
    },
    hold() {
      let arrived = () => {};
      let release = () => {};
      const holding = new Promise<void>((resolve) => (arrived = resolve));
      const answer = new Promise<void>((resolve) => (release = resolve));
      held = { arrived, answer };
      return { holding, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link's token in a received message. */
export function resetTokenIn(mail: ReceivedMail): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No reset link in the message "${mail.subject}"`);
  return token;
}
