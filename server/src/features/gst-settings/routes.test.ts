import type { ApiErrorBody } from 'shared-contracts';
import {
  GST_SETTINGS_PATH,
  type GstSettings,
  type GstSettingsProblems,
  type GstSettingsResponse,
} from 'shared-contracts/gst';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { asUser, seedAccounts } from '../admin/test-support';
import { GST_SETTINGS_NOT_SAVED } from './routes';

const seller: GstSettings = {
  legalName: 'Lakdi Kala Furniture Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: '14 Timber Market Road\nPune 411002',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};

describe('GST settings routes', () => {
  let fixture: AppFixture;
  const asAdmin = asUser('admin');

  beforeEach(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
  });
  afterEach(() => fixture.close());

  const read = (headers = asAdmin) => fixture.app.inject({ method: 'GET', url: GST_SETTINGS_PATH, headers });
  const save = (body: unknown, headers = asAdmin) =>
    fixture.app.inject({ method: 'PUT', url: GST_SETTINGS_PATH, headers, payload: body as object });

  it('answers null settings until the seller saves them, then the saved ones, tidied', async () => {
    expect((await read()).json<GstSettingsResponse>()).toEqual({ settings: null, updatedAt: null });

    const saved = await save({ ...seller, gstin: ' 27aapfu0939f1zv', invoicePrefix: 'lk' });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<GstSettingsResponse>();
    expect(body).toEqual({ settings: seller, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await read()).json<GstSettingsResponse>()).toEqual(body);
  });

  it('refuses bad settings with every field’s problem and keeps what was stored', async () => {
    await save(seller);
    const before = (await read()).json<GstSettingsResponse>();

    const refused = await save({ ...seller, gstin: '27AAPFU0939F1ZW', stateCode: '29', creditNotePrefix: 'LK' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<GstSettingsProblems>()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: GST_SETTINGS_NOT_SAVED,
      errors: {
        gstin: expect.stringContaining('last character does not match'),
        creditNotePrefix: 'Credit notes need a prefix of their own, not the invoices’ one.',
      },
    });
    expect((await read()).json<GstSettingsResponse>()).toEqual(before);
  });

  it('refuses a body that is not GstSettings with a 400, storing nothing', async () => {
    for (const body of [
      { ...seller, creditNotePrefix: undefined },
      { ...seller, extra: 1 },
      { ...seller, gstin: 7 },
    ]) {
      const response = await save(body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<ApiErrorBody>().message).toBe('string');
    }
    expect((await read()).json<GstSettingsResponse>().settings).toBeNull();
  });

  it('is for admins only', async () => {
    for (const [headers, status] of [
      [asUser('shopper'), 403],
      [{}, 401],
    ] as const) {
      expect((await read(headers)).statusCode).toBe(status);
      const write = await save(seller, headers);
      expect(write.statusCode).toBe(status);
      if (status === 403) expect(write.json<ApiErrorBody>().message).toBe(ADMIN_ONLY_MESSAGE);
    }
    expect((await read()).json<GstSettingsResponse>().settings).toBeNull();
  });
});
