import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the SMTP server received it, parsed back into its parts. */
export interface ReceivedEmail {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

function addresses(field: ParsedMail['to']): string {
  if (!field) return '';
  return (Array.isArray(field) ? field : [field]).map((address) => address.text).join(', ');
}

/**
 * A real SMTP server in this process, on a free local port. `stop()` then `start()` again
 * brings it back on the same port, so tests can take the mail server down and up.
 */
export function testSmtpServer() {
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              to: addresses(mail.to),
              from: addresses(mail.from),
              replyTo: addresses(mail.replyTo),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
            });
            done();
          },
          (error: Error) => done(error),
        );
      },
    });

  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      server = create();
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.server.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
      port = (listening.server.address() as AddressInfo).port;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
