import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_API_PATHS, COUPON_INPUT_MESSAGES, adminCouponsPath, type Coupon } from 'shared-contracts';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { COUPONS_TEXT, CouponsPanel } from './CouponsPanel';

const DIWALI: Coupon = {
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minOrderPaise: 1_000_000,
  validFrom: '2026-10-20',
  validUntil: '2026-11-05',
  totalLimit: 100,
  perCustomerLimit: 1,
  scope: { kind: 'category', category: 'Sofa' },
  active: true,
  uses: 7,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const LIST = `GET ${COUPON_API_PATHS.admin}`;
const CREATE = `POST ${COUPON_API_PATHS.admin}`;
const UPDATE = `PUT ${COUPON_API_PATHS.adminOne('DIWALI10')}`;

function setup() {
  const api = mockApi({ [LIST]: { body: { coupons: [DIWALI] } } });
  renderAdmin(<CouponsPanel />, { path: '/dashboard/coupons', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

it('lists the coupons with their terms, uses and status', async () => {
  setup();
  const row = (await screen.findByRole('rowheader', { name: 'DIWALI10' })).closest('tr') as HTMLElement;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '10 % off',
    '₹10,000.00',
    '2026-10-20 – 2026-11-05',
    '7 of 100 (1 per shopper)',
    'Category Sofa',
    'Active',
    'Edit Pause',
  ]);
});

it('creates a coupon in paise from rupees, and shows the problems the shared rules find before sending', async () => {
  const { api, user } = setup();
  await screen.findByRole('rowheader', { name: 'DIWALI10' });
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'x');
  await user.click(screen.getByRole('button', { name: COUPONS_TEXT.create }));
  expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_INPUT_MESSAGES.code);
  expect(api.calls()).toEqual([LIST]);

  api.set(CREATE, { status: 201, body: { ...DIWALI, code: 'FLAT500', kind: 'fixed', value: 50_000 } });
  await user.clear(screen.getByRole('textbox', { name: 'Code' }));
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'flat500');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'fixed');
  await user.type(screen.getByRole('textbox', { name: 'Amount off (₹)' }), '500');
  await user.type(screen.getByRole('textbox', { name: 'Minimum order (₹)' }), '10000');
  await user.type(screen.getByRole('textbox', { name: 'Total uses (blank: no limit)' }), '50');
  await user.click(screen.getByRole('button', { name: COUPONS_TEXT.create }));
  expect(await screen.findByText(COUPONS_TEXT.saved('FLAT500'))).toBeInTheDocument();
  expect(api.bodyOf(CREATE)).toEqual({
    code: 'flat500',
    kind: 'fixed',
    value: 50_000,
    minOrderPaise: 1_000_000,
    validFrom: null,
    validUntil: null,
    totalLimit: 50,
    perCustomerLimit: null,
    scope: { kind: 'all' },
    active: true,
  });
});

it("pauses a coupon with its terms unchanged, and edits one; the server's refusal is shown", async () => {
  const { api, user } = setup();
  api.set(UPDATE, { body: { ...DIWALI, active: false } });
  await user.click(await screen.findByRole('button', { name: 'Pause DIWALI10' }));
  expect(await screen.findByText(COUPONS_TEXT.saved('DIWALI10'))).toBeInTheDocument();
  const { code: _code, uses: _uses, createdAt: _c, updatedAt: _u, ...terms } = DIWALI;
  expect(api.bodyOf(UPDATE)).toEqual({ ...terms, active: false });

  api.set(UPDATE, { status: 400, body: { statusCode: 400, message: 'Nothing was saved: the reason.' } });
  await user.click(screen.getByRole('button', { name: 'Edit DIWALI10' }));
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('DIWALI10');
  expect(screen.getByRole('textbox', { name: 'Minimum order (₹)' })).toHaveValue('10000');
  await user.click(screen.getByRole('button', { name: COUPONS_TEXT.save }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved: the reason.');
});

it('shows a page of coupons and adds the next on Load more; a coupon changed on a later page stays in place', async () => {
  const FLAT: Coupon = { ...DIWALI, code: 'FLAT500', kind: 'fixed', value: 50_000 };
  const api = mockApi({
    [LIST]: { body: { coupons: [DIWALI], next: 'DIWALI10' } },
    [`GET ${adminCouponsPath({ after: 'DIWALI10' })}`]: { body: { coupons: [FLAT], next: null } },
    [`PUT ${COUPON_API_PATHS.adminOne('FLAT500')}`]: { body: { ...FLAT, active: false } },
  });
  renderAdmin(<CouponsPanel />, { path: '/dashboard/coupons', auth: SIGNED_IN_ADMIN });
  const user = userEvent.setup();
  await screen.findByRole('rowheader', { name: 'DIWALI10' });
  expect(screen.queryByRole('rowheader', { name: 'FLAT500' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more coupons' }));
  await screen.findByRole('rowheader', { name: 'FLAT500' });
  expect(screen.queryByRole('button', { name: 'Load more coupons' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Pause FLAT500' }));
  expect(await screen.findByRole('button', { name: 'Resume FLAT500' })).toBeInTheDocument();
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['DIWALI10', 'FLAT500']);
  expect(api.calls().filter((call) => call === LIST)).toHaveLength(1);
});
