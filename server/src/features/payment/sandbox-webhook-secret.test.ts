/** The sandbox's webhook secret: made once in DATA_DIR, owner-only, kept across starts. */
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../../test/temp-dir';
import { SANDBOX_WEBHOOK_SECRET_FILE, sandboxWebhookSecret } from './sandbox-webhook-secret';

describe('the sandbox webhook secret', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('sandbox-secret');
  });
  afterEach(() => temp.remove());
  const file = () => path.join(temp.dir, SANDBOX_WEBHOOK_SECRET_FILE);
  const mode = () => fs.statSync(file()).mode & 0o777;

  it('is made on first start: 64 hex characters in a file only its owner may read', () => {
    const secret = sandboxWebhookSecret(temp.dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(file(), 'utf8').trim()).toBe(secret);
    expect(mode()).toBe(0o600);
    expect(fs.readdirSync(temp.dir)).toEqual([SANDBOX_WEBHOOK_SECRET_FILE]);
  });

  it('is the same on the next start, with its permissions tightened if they were loosened', () => {
    const first = sandboxWebhookSecret(temp.dir);
    fs.chmodSync(file(), 0o644);
    expect(sandboxWebhookSecret(temp.dir)).toBe(first);
    expect(mode()).toBe(0o600);
  });

  it('a secret too short to trust is replaced; a missing DATA_DIR is made', () => {
    fs.writeFileSync(file(), 'short');
    expect(sandboxWebhookSecret(temp.dir)).toMatch(/^[0-9a-f]{64}$/);
    const nested = path.join(temp.dir, 'fresh', 'data');
    expect(sandboxWebhookSecret(nested)).toHaveLength(64);
  });
});
