import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { newId } from '../ids';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where answers go when it is not the sending address (a restaurant's own e-mail). */
  replyTo?: string;
  attachments?: MailAttachment[];
}
/** Where a message went: the SMTP server's message id, or the .eml file written in DATA_DIR/mail. */
export interface MailReceipt {
  messageId: string;
  transport: 'smtp' | 'file';
  file: string | null;
}
export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

/** The folder of the .eml files when no SMTP server is configured. */
export const mailDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'mail');

/**
 * One mailer for the whole app. With `SMTP_HOST` set, messages go to that server; without it they are
 * written as RFC 822 `.eml` files in DATA_DIR/mail, so development and tests see every message without
 * an account anywhere (any mail client opens them).
 */
export const createMailer = (config: Config): Mailer => {
  const from = config.SMTP_FROM;
  if (config.SMTP_HOST) {
    const transport: Transporter = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    });
    return {
      send: async (m) => {
        const info = await transport.sendMail({ from, ...m });
        return { messageId: info.messageId, transport: 'smtp', file: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from, ...m });
      const dir = mailDir(config);
      await mkdir(dir, { recursive: true });
      // Time-ordered names: the newest message sorts last in the folder.
      const file = path.join(dir, `${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, transport: 'file', file };
    },
    close: () => transport.close(),
  };
};
