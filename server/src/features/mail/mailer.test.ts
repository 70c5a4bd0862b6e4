import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer';

const OUTBOX_CONFIG = { smtpUrl: null, adminEmail: 'owner@example.in', from: 'Furniture Store <no-reply@example.in>' };

describe('the outbox mailer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-mailer-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('lets a reader of the outbox see each mail whole or not at all, and leaves nothing half-written', async () => {
    const mailer = createMailer(OUTBOX_CONFIG, dataDir);
    const outbox = path.join(dataDir, 'outbox');
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    const seen: string[] = [];
    let sending = true;
    const look = (): void => {
      if (fs.existsSync(outbox))
        for (const name of fs.readdirSync(outbox)) seen.push(fs.readFileSync(path.join(outbox, name), 'latin1'));
    };
    const watch = (async () => {
      while (sending) {
        look();
        // Yields to the mailer's file writes between looks, so the reader looks while they are under way.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        mailer.send({
          to: 'asha@example.com',
          subject: `Invoice ${n}`,
          text: 'Attached.',
          attachments: [{ filename: `invoice-${n}.pdf`, content: big, contentType: 'application/pdf' }],
        }),
      ),
    );
    sending = false;
    await watch;
    look();

    expect(fs.readdirSync(outbox)).toHaveLength(6);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    for (const eml of seen) {
      const boundary = /boundary="?([^";\r\n]+)"?/i.exec(eml)?.[1];
      expect(eml.trimEnd().endsWith(`--${boundary ?? 'no boundary'}--`)).toBe(true);
    }
    expect(fs.readdirSync(path.join(dataDir, '.outbox-incoming'))).toEqual([]);
  });
});
