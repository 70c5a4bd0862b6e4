/**
 * send-email: the spec's first checkout step checks the billing details and answers; it mails
 * nothing (the owner's mail follows the payment, from the server's facts: orders/paid-mail.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import { makeApp } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { post } from './test-support';

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

describe('POST /api/checkout/send-email', () => {
  it('answers {success:true} for good billing details and mails nothing (no browser figures reach the owner)', async () => {
    const data = makeTempDir('outbox');
    const fixture = makeApp({ env: { DATA_DIR: data.dir } });
    try {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, billing);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(fs.existsSync(path.join(data.dir, 'outbox'))).toBe(false);
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
      [
        'a phone of letters',
        { phone: 'call me' },
        'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
      ],
      ['a short phone', { phone: '98765' }, 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.'],
      ['a blank address', { address: '' }, 'Address is required.'],
      ['a blank city', { city: ' ' }, 'City is required.'],
      ['a 5-digit PIN in India', { postalCode: '41100' }, 'Enter a valid 6-digit PIN code.'],
      ['a UK postcode with India as country', { postalCode: 'SW1A 1AA' }, 'Enter a valid 6-digit PIN code.'],
      [
        'a postal code of symbols abroad',
        { country: 'Germany', postalCode: '#!' },
        'Enter a valid postal code: 3 to 10 letters or digits.',
      ],
      ['a blank country', { country: '' }, 'Country is required.'],
      ['a city over 100 characters', { city: 'x'.repeat(101) }, 'City must be at most 100 characters.'],
      [
        'text over the transport bound',
        { address: 'x'.repeat(1001) },
        'body/address must NOT have more than 1000 characters',
      ],
    ])('%s', async (_label, change, message) => {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, { ...billing, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(fs.existsSync(path.join(data.dir, 'outbox'))).toBe(false);
    });

    it('names every bad field in one answer, in the form order', async () => {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, {
        ...billing,
        email: 'not-an-email',
        totalQty: 0,
      });
      expect(response.json().message).toBe(
        'Enter a valid email address. Total quantity must be a whole number of at least 1.',
      );
    });

    it('a UK address with its postcode is accepted', async () => {
      const response = await post(fixture, 'asha', CHECKOUT_API_PATHS.sendEmail, {
        ...billing,
        city: 'London',
        country: 'United Kingdom',
        postalCode: 'SW1A 1AA',
        phone: '+44 20 7946 0958',
      });
      expect(response.json()).toEqual({ success: true });
    });
  });
});
