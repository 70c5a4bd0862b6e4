/** Sends mail with nodemailer: over SMTP when SMTP_URL is set, else as .eml files in an outbox folder. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside `text` (multipart/alternative), over SMTP and in the .eml outbox alike. */
  html?: string;
  replyTo?: string;
  /** Files sent with it (an order's tax invoice PDF), as nodemailer takes them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: MailConfig, dataDir: string): Mailer {
  if (config.smtpUrl) {
    // Some mail is sent inside requests (an admin's action, a cash-on-delivery order): a mail server that hangs
    // must cost seconds, not nodemailer's default minutes. Values in SMTP_URL's query win.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  // Written beside the outbox, then renamed into it: whoever reads the outbox sees a mail whole or not at all.
  const incoming = path.join(dataDir, '.outbox-incoming');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await Promise.all([fs.mkdir(outbox, { recursive: true }), fs.mkdir(incoming, { recursive: true })]);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(incoming, name), info.message, { flag: 'wx' });
      await fs.rename(path.join(incoming, name), path.join(outbox, name));
    },
  };
}
