import {
  DEFAULT_DELIVERY_TABLE,
  DELIVERY_API_PATHS,
  PINCODE_MESSAGES,
  deliveryCheckPath,
  deliveryWindow,
  type DeliveryQuote,
  type DeliveryTable,
  type DeliveryTableProblems,
  type DeliveryTableResponse,
} from 'shared-contracts/delivery';
import type { ApiErrorBody, CatalogueProduct } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { asUser, seedAccounts } from '../admin/test-support';
import { fromProduct } from '../products/productRecord';
import { DELIVERY_MESSAGES } from './routes';

const terms = DEFAULT_DELIVERY_TABLE.restOfIndia;
const bengaluruAndMumbai: DeliveryTable = {
  rules: [
    { ...terms, pincodes: '560', minDays: 2, maxDays: 4, freightPaise: 49_900, freeAbovePaise: 1_000_000 },
    { ...terms, pincodes: '560034', assemblyOffered: true, assemblyPaise: 150_000, codCapPaise: 2_000_000 },
    { ...terms, pincodes: '400001-400104', codAllowed: false, codCapPaise: 0 },
    { ...terms, pincodes: '744', deliverable: false, minDays: 0, maxDays: 0 },
  ],
  restOfIndia: terms,
  holidays: ['2026-12-25'],
};

const chair: CatalogueProduct = {
  id: 'chair-1',
  productName: 'Sheesham Chair',
  imgUrl: '',
  category: 'Chair',
  price: 4500,
  shortDesc: '',
  description: '',
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock: 10,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('delivery routes', () => {
  let fixture: AppFixture;
  const asAdmin = asUser('admin');

  beforeEach(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put('products', chair.id, fromProduct(chair));
    await fixture.storage.docs.put('products', 'old', fromProduct({ ...chair, id: 'old', status: 'archived' }));
  });
  afterEach(() => fixture.close());

  const check = (pincode: string, query = '') =>
    fixture.app.inject({ method: 'GET', url: `${deliveryCheckPath(pincode)}${query}` });
  const putTable = (table: unknown, headers = asAdmin) =>
    fixture.app.inject({ method: 'PUT', url: DELIVERY_API_PATHS.table, headers, payload: table as object });
  const putCsv = (csv: string) =>
    fixture.app.inject({
      method: 'PUT',
      url: DELIVERY_API_PATHS.csv,
      headers: { ...asAdmin, 'content-type': 'text/csv' },
      payload: csv,
    });

  /** The window a check made now answers (either side of a midnight in India while it ran). */
  async function quoteNow(pincode: string, query = '') {
    const before = new Date();
    const response = await check(pincode, query);
    const after = new Date();
    return {
      response,
      windows: (days: { minDays: number; maxDays: number }, holidays: string[] = []) => [
        deliveryWindow(before, days, holidays),
        deliveryWindow(after, days, holidays),
      ],
    };
  }

  describe('GET /api/delivery/{pincode}', () => {
    it('answers the default before the seller saves a table: free delivery, 7–12 working days, cash on delivery', async () => {
      const { response, windows } = await quoteNow('560034');
      expect(response.statusCode).toBe(200);
      const quote = response.json<DeliveryQuote>();
      expect(quote).toMatchObject({
        pincode: '560034',
        deliverable: true,
        orderValuePaise: null,
        freightPaise: 0,
        codAvailable: true,
        codCapPaise: 5_000_000,
      });
      expect(windows(terms)).toContainEqual(quote.window);
      expect(quote.message).toMatch(
        /^Deliver to 560034: by \w{3} \d{1,2} \w{3} – \w{3} \d{1,2} \w{3} · Free delivery · Cash on delivery available$/,
      );
    });

    it("answers from the seller's table: the longest prefix, a range, the rest of India, an unserved prefix", async () => {
      expect((await putTable(bengaluruAndMumbai)).statusCode).toBe(200);

      const bengaluru = await quoteNow('560001', '?value=999999');
      expect(bengaluru.response.json()).toMatchObject({ freightPaise: 49_900, freeAbovePaise: 1_000_000 });
      expect(bengaluru.windows({ minDays: 2, maxDays: 4 }, ['2026-12-25'])).toContainEqual(
        bengaluru.response.json<DeliveryQuote>().window,
      );
      expect((await check('560001', '?value=1000000')).json()).toMatchObject({ freightPaise: 0 });

      const koramangala = (await check('560034', '?value=2000001')).json<DeliveryQuote>();
      expect(koramangala).toMatchObject({ assemblyOffered: true, assemblyPaise: 150_000, codAvailable: false });
      expect(koramangala.message).toContain('Assembly ₹1,500 · Cash on delivery for orders up to ₹20,000');

      expect((await check('400050')).json()).toMatchObject({ codAvailable: false, codCapPaise: null });
      expect((await check('400105')).json()).toMatchObject({ codAvailable: true });
      expect((await check('744101')).json()).toMatchObject({
        deliverable: false,
        window: null,
        message: 'Sorry, we do not deliver to 744101 yet. Please try another pincode or contact us.',
      });
    });

    it('prices a product and a quantity for the freight and the cash-on-delivery cap', async () => {
      await putTable(bengaluruAndMumbai);
      // ₹4,500 × 2 = ₹9,000: below the ₹10,000 free threshold; × 3 reaches it.
      expect((await check('560001', '?productId=chair-1&quantity=2')).json()).toMatchObject({
        orderValuePaise: 900_000,
        freightPaise: 49_900,
      });
      expect((await check('560001', '?productId=chair-1&quantity=3')).json()).toMatchObject({
        orderValuePaise: 1_350_000,
        freightPaise: 0,
      });
      expect((await check('560001', '?productId=chair-1')).json()).toMatchObject({ orderValuePaise: 450_000 });
    });

    it.each([
      ['056003', '', PINCODE_MESSAGES.invalid],
      ['56003', '', PINCODE_MESSAGES.invalid],
      ['5600341', '', PINCODE_MESSAGES.invalid],
      ['56 034', '', PINCODE_MESSAGES.invalid],
      ['abcdef', '', PINCODE_MESSAGES.invalid],
      ['560034', '?value=12.5', DELIVERY_MESSAGES.value],
      ['560034', '?value=-1', DELIVERY_MESSAGES.value],
      ['560034', '?value=99999999999', DELIVERY_MESSAGES.value],
      ['560034', '?value=1&productId=chair-1', DELIVERY_MESSAGES.valueAndProduct],
      ['560034', '?quantity=2', DELIVERY_MESSAGES.quantityWithoutProduct],
      ['560034', '?productId=chair-1&quantity=0', DELIVERY_MESSAGES.quantity],
      ['560034', '?productId=chair-1&quantity=100', DELIVERY_MESSAGES.quantity],
      ['560034', '?pin=1', "querystring has an unknown field 'pin'"],
    ])('refuses %s%s with a 400 that says what to send', async (pincode, query, message) => {
      const response = await check(pincode, query);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe(message);
    });

    it('answers 404 for a product that is not sold', async () => {
      const unknown = await check('560034', '?productId=nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().message).toBe("No product with id 'nope' is sold here.");
      const archived = await check('560034', '?productId=old');
      expect(archived.statusCode).toBe(404);
    });

    it('is limited like every public route', async () => {
      const limited = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
      try {
        const codes = [];
        for (let i = 0; i < 3; i += 1)
          codes.push((await limited.app.inject({ method: 'GET', url: deliveryCheckPath('560034') })).statusCode);
        expect(codes).toEqual([200, 200, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('the admin table', () => {
    it('is for admins only', async () => {
      for (const [headers, status, message] of [
        [asUser('shopper'), 403, ADMIN_ONLY_MESSAGE],
        [{}, 401, undefined],
      ] as const) {
        const read = await fixture.app.inject({ method: 'GET', url: DELIVERY_API_PATHS.table, headers });
        expect(read.statusCode).toBe(status);
        const write = await putTable(bengaluruAndMumbai, headers);
        expect(write.statusCode).toBe(status);
        if (message) expect(write.json<ApiErrorBody>().message).toBe(message);
        const csv = await fixture.app.inject({ method: 'GET', url: DELIVERY_API_PATHS.csv, headers });
        expect(csv.statusCode).toBe(status);
      }
      expect((await check('744101')).json()).toMatchObject({ deliverable: true });
    });

    it('reads the default until saved, then the saved table, canonical', async () => {
      const first = await fixture.app.inject({ method: 'GET', url: DELIVERY_API_PATHS.table, headers: asAdmin });
      expect(first.json<DeliveryTableResponse>()).toEqual({ table: DEFAULT_DELIVERY_TABLE, updatedAt: null });

      const withDash = { ...bengaluruAndMumbai, rules: [{ ...terms, pincodes: ' 400001 – 400104 ' }] };
      const saved = (await putTable(withDash)).json<DeliveryTableResponse>();
      expect(saved.table.rules[0]?.pincodes).toBe('400001-400104');
      expect(saved.updatedAt).not.toBeNull();
      const read = await fixture.app.inject({ method: 'GET', url: DELIVERY_API_PATHS.table, headers: asAdmin });
      expect(read.json()).toEqual(saved);
    });

    it('refuses a bad table with every problem and keeps the old one', async () => {
      await putTable(bengaluruAndMumbai);
      const bad = {
        ...bengaluruAndMumbai,
        rules: [...bengaluruAndMumbai.rules, { ...terms, pincodes: '560' }, { ...terms, pincodes: '0123' }],
      };
      const response = await putTable(bad);
      expect(response.statusCode).toBe(400);
      const body = response.json<DeliveryTableProblems>();
      expect(body.problems).toEqual([
        expect.stringMatching(/^Row 6 \(0123\): pincodes must be a prefix/),
        expect.stringMatching(/^Row 5 \(560\): overlaps Row 1 \(560\)/),
      ]);
      expect(body.message).toBe(`Nothing was saved: ${body.problems[0]} (and 1 more)`);
      expect((await check('744101')).json()).toMatchObject({ deliverable: false });

      const malformed = await putTable({ ...bengaluruAndMumbai, restOfIndia: { ...terms, codCapPaise: 'lots' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ApiErrorBody>().message).toBe('body/restOfIndia/codCapPaise must be number');
    });
  });

  describe('the table as CSV', () => {
    it('exports the table and imports a changed one, keeping the holidays', async () => {
      await putTable(bengaluruAndMumbai);
      const exported = await fixture.app.inject({ method: 'GET', url: DELIVERY_API_PATHS.csv, headers: asAdmin });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toBe('attachment; filename="delivery-rules.csv"');
      const lines = exported.body.trimEnd().split('\r\n');
      expect(lines).toHaveLength(6);
      expect(lines[2]).toBe('560,yes,2,4,49900,1000000,no,0,yes,5000000');

      const changed = [...lines.filter((line) => !line.startsWith('744')), '"110001-110099",no,0,0,0,,no,0,no,0'];
      const imported = await putCsv(changed.join('\r\n'));
      expect(imported.statusCode).toBe(200);
      const { table } = imported.json<DeliveryTableResponse>();
      expect(table.rules.map((rule) => rule.pincodes)).toEqual(['560', '560034', '400001-400104', '110001-110099']);
      expect(table.holidays).toEqual(['2026-12-25']);
      expect((await check('744101')).json()).toMatchObject({ deliverable: true });
      expect((await check('110050')).json()).toMatchObject({ deliverable: false });
    });

    it('refuses a file with bad lines, naming each, and changes nothing', async () => {
      await putTable(bengaluruAndMumbai);
      const csv = [
        'pincodes,deliverable,min_days,max_days,freight_paise,free_above_paise,assembly,assembly_paise,cod,cod_cap_paise',
        'default,yes,7,12,0,,no,0,yes,5000000',
        '560,perhaps,2,4,0,,no,0,yes,5000000',
        '110,yes,two,4,0,,no,0,yes,5000000',
      ].join('\r\n');
      const response = await putCsv(csv);
      expect(response.statusCode).toBe(400);
      expect(response.json<DeliveryTableProblems>().problems).toEqual([
        'Line 3: deliverable must be yes or no.',
        'Line 4: min_days must be a whole number.',
      ]);
      expect((await check('744101')).json()).toMatchObject({ deliverable: false });
    });

    it('asks for text/csv', async () => {
      const response = await fixture.app.inject({
        method: 'PUT',
        url: DELIVERY_API_PATHS.csv,
        headers: asAdmin,
        payload: { csv: 'default' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe(DELIVERY_MESSAGES.notCsv);
    });
  });
});
