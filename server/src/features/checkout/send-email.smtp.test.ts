/** send-email delivers over real SMTP: an in-process smtp-server on 127.0.0.1 with SMTP_URL pointing at it. */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import { makeApp } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { post } from './test-support';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const billing = {
  name: '  Asha Verma ',
  email: 'asha@example.in',
  phone: '09876543210',
  address: '12 Banyan Lane',
  city: 'Pune',
  postalCode: '411001',
  country: 'India',
  totalQty: 3,
  totalAmount: 124500,
};

async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe('POST /api/checkout/send-email', () => {
  it('mails every billing field and the totals to ADMIN_EMAIL over SMTP and answers {success:true}', async () => {
    const smtp = await startSmtp();
    const fixture = makeApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ADMIN_EMAIL: 'owner@shop.test', MAIL_FROM: 'Lakdi <shop@shop.test>' } });
    try {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, billing);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['owner@shop.test']);
      expect(mail?.from).toBe('shop@shop.test');
      const text = mail?.data ?? '';
      for (const line of ['Name: Asha Verma', 'Email: asha@example.in', 'Phone: 09876543210', 'Address: 12 Banyan Lane', 'City: Pune', 'Postal code: 411001', 'Country: India', 'Total quantity: 3']) {
        expect(text).toContain(line);
      }
      expect(text).toMatch(/Total amount: (₹|=E2=82=B9)1,24,500/);
      expect(text).toContain('Reply-To: asha@example.in');
    } finally {
      await fixture.close();
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });

  it('answers {success:false} (200) when the mail server cannot be reached', async () => {
    const fixture = makeApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, billing);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false });
    } finally {
      await fixture.close();
    }
  });

  it('without SMTP_URL writes an .eml file to DATA_DIR/outbox', async () => {
    const data = makeTempDir('outbox');
    const fixture = makeApp({ env: { DATA_DIR: data.dir } });
    try {
      expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, billing)).json()).toEqual({ success: true });
      const files = fs.readdirSync(path.join(data.dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = fs.readFileSync(path.join(data.dir, 'outbox', files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: admin@localhost');
      expect(eml).toContain('City: Pune');
    } finally {
      await fixture.close();
      data.remove();
    }
  });

  it('refuses unknown fields and fields of the wrong type (400)', async () => {
    const fixture = makeApp();
    try {
      for (const [body, message] of [
        [{ ...billing, role: 'Admin' }, "body has an unknown field 'role'"],
        [{ ...billing, city: 7 }, 'body/city must be string'],
      ] as const) {
        const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    } finally {
      await fixture.close();
    }
  });

  describe('refuses what breaks the billing rules (shared with the checkout form): 400 naming the field, nothing mailed', () => {
    let data: ReturnType<typeof makeTempDir>;
    let fixture: ReturnType<typeof makeApp>;
    beforeEach(() => {
      data = makeTempDir('outbox-refused');
      fixture = makeApp({ env: { DATA_DIR: data.dir } });
    });
    afterEach(async () => {
      await fixture.close();
      data.remove();
    });

    it.each([
      ['an email that is not one', { email: 'not-an-email' }, 'Enter a valid email address.'],
      ['no items', { totalQty: 0 }, 'Total quantity must be a whole number of at least 1.'],
      ['a fractional quantity', { totalQty: 1.5 }, 'Total quantity must be a whole number of at least 1.'],
      ['a zero amount', { totalAmount: 0 }, 'Total amount must be greater than zero.'],
      ['a blank name', { name: '   ' }, 'Name is required.'],
      ['a phone of letters', { phone: 'call me' }, 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.'],
      ['a short phone', { phone: '98765' }, 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.'],
      ['a blank address', { address: '' }, 'Address is required.'],
      ['a blank city', { city: ' ' }, 'City is required.'],
      ['a 5-digit PIN in India', { postalCode: '41100' }, 'Enter a valid 6-digit PIN code.'],
      ['a UK postcode with India as country', { postalCode: 'SW1A 1AA' }, 'Enter a valid 6-digit PIN code.'],
      ['a postal code of symbols abroad', { country: 'Germany', postalCode: '#!' }, 'Enter a valid postal code: 3 to 10 letters or digits.'],
      ['a blank country', { country: '' }, 'Country is required.'],
      ['a city over 100 characters', { city: 'x'.repeat(101) }, 'City must be at most 100 characters.'],
      ['text over the transport bound', { address: 'x'.repeat(1001) }, 'body/address must NOT have more than 1000 characters'],
    ])('%s', async (_label, change, message) => {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, { ...billing, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(fs.existsSync(path.join(data.dir, 'outbox'))).toBe(false);
    });

    it('names every bad field in one answer, in the form order', async () => {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, { ...billing, email: 'not-an-email', totalQty: 0 });
      expect(response.json().message).toBe('Enter a valid email address. Total quantity must be a whole number of at least 1.');
    });

    it('a UK address with its postcode is accepted', async () => {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, { ...billing, city: 'London', country: 'United Kingdom', postalCode: 'SW1A 1AA', phone: '+44 20 7946 0958' });
      expect(response.json()).toEqual({ success: true });
    });
  });
});
