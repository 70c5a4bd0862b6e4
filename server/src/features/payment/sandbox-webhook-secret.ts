/**
 * The secret the local sandbox signs its webhooks with, made on first start and kept in
 * DATA_DIR/sandbox-webhook-secret (owner read/write only). Kept rather than made per start, so an
 * event signed before a restart still verifies after it, as with Razorpay's dashboard secret.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SANDBOX_WEBHOOK_SECRET_FILE = 'sandbox-webhook-secret';
export const SANDBOX_WEBHOOK_SECRET_MIN_LENGTH = 32;

const readUsable = (file: string): string | null => {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret.length >= SANDBOX_WEBHOOK_SECRET_MIN_LENGTH ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** The kept secret, made (64 hex characters, mode 0600) when missing or too short to trust. */
export function sandboxWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, SANDBOX_WEBHOOK_SECRET_FILE);
  const kept = readUsable(file);
  if (kept) {
    // A copy restored with looser permissions is tightened again.
    fs.chmodSync(file, 0o600);
    return kept;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const made = randomBytes(32).toString('hex');
  // Written beside and renamed into place: a second server starting at once never reads half a secret.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, `${made}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(partial, file);
  return readUsable(file) ?? made;
}
