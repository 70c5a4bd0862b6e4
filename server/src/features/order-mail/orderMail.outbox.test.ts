import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../mail/mailer';
import { orderConfirmationMail } from './orderConfirmationMail';
import { plainOrder } from './test-support';

describe('an order mail through the outbox mailer', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'order-mail-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is written as one .eml with a text and an HTML part', async () => {
    const mailer = createMailer(
      { smtpUrl: null, adminEmail: 'owner@example.in', from: 'Furniture Store <no-reply@example.in>' },
      dataDir,
    );
    await mailer.send(
      orderConfirmationMail(plainOrder, { storeName: 'Furniture Store', siteUrl: 'https://shop.example.in' }),
    );
    const [file] = await fs.readdir(path.join(dataDir, 'outbox'));
    const eml = await fs.readFile(path.join(dataDir, 'outbox', file ?? ''), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(eml).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(eml).toContain('Subject: Your Furniture Store order order_Plain123 is confirmed');
    expect(eml).toContain('To: asha@example.com');
  });
});
