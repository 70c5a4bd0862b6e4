/** The API server's outbox in the journeys: each mail it sends is an .eml file in the data folder's outbox. */
import fs from 'fs';
import path from 'path';

const outboxDir = (): string => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The multipart boundary named in a mail's top-level headers, if it has one. */
const boundaryOf = (mail: string): string | null =>
  /boundary="?([^";\n]+)"?/i.exec(mail.split(/\n\n/)[0] ?? '')?.[1] ?? null;

/**
 * Every mail in the outbox, whole (the API moves each into it once written). A header longer than
 * 78 characters (a long subject) continues on the next, indented line; here it is one line.
 */
export function outboxMails(): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) =>
    fs
      .readFileSync(path.join(dir, file), 'utf8')
      .replace(/\r\n/g, '\n')
      .replace(/\n[ \t]+/g, ' '),
  );
}

/** The mail whose text holds `subject`, if it is in the outbox now. */
export const findMail = (subject: string): string | null =>
  outboxMails().find((mail) => mail.includes(subject)) ?? null;

/** The mail whose text holds `subject`, waiting up to 75 s (a busy machine; it returns once the mail is there). */
export async function waitForMail(subject: string): Promise<string> {
  const deadline = Date.now() + 75_000;
  for (;;) {
    const mail = findMail(subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first PDF attached to a MIME mail (a base64 part of type application/pdf), with its file name. */
export function pdfAttachment(mail: string): { filename: string; content: Buffer } {
  const boundary = boundaryOf(mail);
  const part = boundary
    ? mail.split(`--${boundary}`).find((section) => /^content-type:\s*application\/pdf/im.test(section))
    : undefined;
  if (!part) throw new Error('The mail has no PDF attachment');
  const headerEnd = part.indexOf('\n\n', 1);
  const headers = part.slice(0, headerEnd);
  if (!/^content-transfer-encoding:\s*base64/im.test(headers)) throw new Error('The PDF part is not base64');
  const filename = /filename="?([^";\n]+)"?/i.exec(headers)?.[1] ?? '';
  return { filename, content: Buffer.from(part.slice(headerEnd).replace(/\s+/g, ''), 'base64') };
}
