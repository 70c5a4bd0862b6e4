/** Reads the .eml outbox of a test app: each mail's headers and its parts decoded (quoted-printable undone). */
import fs from 'node:fs';
import path from 'node:path';
import { pollUntil } from '../../test/poll';

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message, quoted-printable decoded: text and HTML parts as the reader sees them. */
  body: string;
}

const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value, unfolded (a line past 78 characters continues on the next, indented). */
const header = (eml: string, name: string): string =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(eml.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';

export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => {
      const eml = fs.readFileSync(path.join(outbox, file), 'utf8');
      return { to: header(eml, 'To'), subject: header(eml, 'Subject'), body: decodeQuotedPrintable(eml) };
    });
}

/**
 * The outbox once `ready` holds for it: a paid order's mails go out after the response (the mail
 * outbox's sender), so a test polls for them, for up to 30 s on a busy machine.
 */
export async function waitForOutbox(
  dataDir: string,
  ready: (mails: OutboxMail[]) => boolean,
  timeoutMs = 30_000,
): Promise<OutboxMail[]> {
  return pollUntil(() => readOutbox(dataDir), ready, { timeoutMs });
}

/** At least `count` mails. */
export const atLeast =
  (count: number) =>
  (mails: OutboxMail[]): boolean =>
    mails.length >= count;
