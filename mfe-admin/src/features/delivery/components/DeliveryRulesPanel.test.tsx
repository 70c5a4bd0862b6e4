import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_API_PATHS, type DeliveryTable } from 'shared-contracts/delivery';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { DELIVERY_TABLE_TEXT } from '../hooks/useDeliveryTable';
import { DRAFT_MESSAGES } from '../utils/tableDraft';
import { CONFIRM_COD_LABEL, DeliveryRulesPanel } from './DeliveryRulesPanel';

const TABLE: DeliveryTable = {
  rules: [
    {
      pincodes: '560',
      deliverable: true,
      minDays: 2,
      maxDays: 4,
      freightPaise: 49_900,
      freeAbovePaise: 1_000_000,
      assemblyOffered: false,
      assemblyPaise: 0,
      codAllowed: true,
      codCapPaise: 5_000_000,
    },
    {
      pincodes: '744',
      deliverable: false,
      minDays: 0,
      maxDays: 0,
      freightPaise: 0,
      freeAbovePaise: null,
      assemblyOffered: false,
      assemblyPaise: 0,
      codAllowed: false,
      codCapPaise: 0,
    },
  ],
  restOfIndia: {
    deliverable: true,
    minDays: 7,
    maxDays: 12,
    freightPaise: 0,
    freeAbovePaise: null,
    assemblyOffered: false,
    assemblyPaise: 0,
    codAllowed: true,
    codCapPaise: 5_000_000,
  },
  holidays: ['2026-12-25'],
  confirmCashOnDelivery: false,
};

const GET_TABLE = `GET ${DELIVERY_API_PATHS.table}`;
const PUT_TABLE = `PUT ${DELIVERY_API_PATHS.table}`;
const PUT_CSV = `PUT ${DELIVERY_API_PATHS.csv}`;
const stored = (table: DeliveryTable) => ({ body: { table, updatedAt: '2026-11-27T10:00:00.000Z' } });

function setup() {
  const api = mockApi({ [GET_TABLE]: { body: { table: TABLE, updatedAt: null } } });
  renderAdmin(<DeliveryRulesPanel />, { path: '/dashboard/delivery', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name });

it('loads the table: each row, the rest of India and the holidays, money in rupees', async () => {
  setup();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the delivery table…');
  expect(await screen.findByRole('textbox', { name: 'Row 1 pincodes' })).toHaveValue('560');
  expect(box('Row 1 freight in rupees')).toHaveValue('499');
  expect(box('Row 1 free above in rupees')).toHaveValue('10000');
  expect(box('Row 1 days from')).toHaveValue('2');
  expect(box('Row 1 days to')).toHaveValue('4');
  expect(screen.getByRole('checkbox', { name: 'Row 2 deliverable' })).not.toBeChecked();
  expect(screen.getByRole('rowheader', { name: 'Rest of India' })).toBeInTheDocument();
  expect(box('Rest of India cash on delivery cap in rupees')).toHaveValue('50000');
  expect(screen.getByRole('textbox', { name: /^Holidays/ })).toHaveValue('2026-12-25');
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Pincodes',
    'Deliverable',
    'Days (min–max)',
    'Freight ₹',
    'Free above ₹',
    'Assembly',
    'Assembly ₹',
    'COD',
    'COD cap ₹',
    'Actions',
  ]);
});

it('edits a row, adds one, removes one and saves the whole table in paise', async () => {
  const { api, user } = setup();
  await screen.findByRole('textbox', { name: 'Row 1 pincodes' });
  await user.clear(box('Row 1 freight in rupees'));
  await user.type(box('Row 1 freight in rupees'), '599.50');
  await user.click(screen.getByRole('checkbox', { name: 'Row 1 assembly offered' }));
  await user.clear(box('Row 1 assembly price in rupees'));
  await user.type(box('Row 1 assembly price in rupees'), '1500');
  await user.click(screen.getByRole('button', { name: 'Remove row 2 (744)' }));
  await user.click(screen.getByRole('button', { name: 'Add row' }));
  expect(box('Row 2 pincodes')).toHaveFocus();
  await user.keyboard('400001-400104');
  const confirming = screen.getByRole('checkbox', { name: CONFIRM_COD_LABEL });
  expect(confirming).not.toBeChecked();
  await user.click(confirming);
  const saved: DeliveryTable = {
    ...TABLE,
    confirmCashOnDelivery: true,
    rules: [
      { ...TABLE.rules[0]!, freightPaise: 59_950, assemblyOffered: true, assemblyPaise: 150_000 },
      { pincodes: '400001-400104', ...TABLE.restOfIndia },
    ],
  };
  api.set(PUT_TABLE, stored(saved));
  await user.click(screen.getByRole('button', { name: 'Save table' }));
  expect(await screen.findByText(DELIVERY_TABLE_TEXT.saved)).toBeInTheDocument();
  expect(api.bodyOf(PUT_TABLE)).toEqual(saved);
  expect(screen.getByText(/^Last saved/)).toBeInTheDocument();
});

it("shows each of a 400's problems under its row, the rest at the top, and keeps the edits", async () => {
  const { api, user } = setup();
  await screen.findByRole('textbox', { name: 'Row 1 pincodes' });
  await user.clear(box('Row 2 pincodes'));
  await user.type(box('Row 2 pincodes'), '0744');
  const problems = [
    'Row 2 (0744): pincodes must be a prefix of 1 to 6 digits or a range like 400001-400104.',
    'Rest of India: minDays must not be more than maxDays.',
    'Holiday "2026-13-01" is not a date written as YYYY-MM-DD.',
  ];
  api.set(PUT_TABLE, {
    status: 400,
    body: {
      statusCode: 400,
      error: 'Bad Request',
      message: `Nothing was saved: ${problems[0]} (and 2 more)`,
      problems,
    },
  });
  await user.click(screen.getByRole('button', { name: 'Save table' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`Nothing was saved: ${problems[0]} (and 2 more)`);
  expect(within(alert).getByRole('list', { name: 'Problems in the table' })).toHaveTextContent(problems[2]!);
  expect(box('Row 2 pincodes')).toHaveAccessibleDescription(problems[0]);
  expect(box('Row 2 pincodes')).toHaveAttribute('aria-invalid', 'true');
  expect(box('Row 1 pincodes')).not.toHaveAttribute('aria-invalid');
  expect(box('Rest of India days from')).toHaveAccessibleDescription(problems[1]);
  expect(box('Row 2 pincodes')).toHaveValue('0744');
});

it('refuses cells that are not amounts before sending anything', async () => {
  const { api, user } = setup();
  await screen.findByRole('textbox', { name: 'Row 1 pincodes' });
  await user.clear(box('Row 1 freight in rupees'));
  await user.type(box('Row 1 freight in rupees'), '4,99');
  await user.click(screen.getByRole('button', { name: 'Save table' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(DELIVERY_TABLE_TEXT.notNumbers);
  expect(box('Row 1 freight in rupees')).toHaveAccessibleDescription(DRAFT_MESSAGES.rupees('Freight'));
  expect(api.calls()).toEqual([GET_TABLE]);
});

it("imports a CSV file, or lists the server's problems by line and applies nothing", async () => {
  const { api, user } = setup();
  await screen.findByRole('textbox', { name: 'Row 1 pincodes' });
  const problems = ['Line 3: deliverable must be yes or no.', 'Line 4: min_days must be a whole number.'];
  api.set(PUT_CSV, {
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: `Nothing was saved: ${problems[0]}`, problems },
  });
  const file = new File(['pincodes,deliverable\ndefault,yes\n560,perhaps\n110,yes'], 'rules.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Import CSV'), file);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(DELIVERY_TABLE_TEXT.importRefused);
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(problems);
  expect(box('Row 1 pincodes')).toHaveValue('560');
  const sent = api.fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  expect((sent?.[1] as RequestInit).body).toBe(file);
  expect((sent?.[1] as RequestInit).headers).toMatchObject({
    'content-type': 'text/csv',
    authorization: 'Bearer test-token',
  });

  api.set(PUT_CSV, stored({ ...TABLE, rules: [{ ...TABLE.rules[0]!, pincodes: '110' }] }));
  await user.upload(screen.getByLabelText('Import CSV'), new File(['fixed'], 'rules.csv', { type: 'text/csv' }));
  expect(await screen.findByText(DELIVERY_TABLE_TEXT.imported(1))).toBeInTheDocument();
  expect(box('Row 1 pincodes')).toHaveValue('110');
  expect(screen.queryByRole('textbox', { name: 'Row 2 pincodes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('exports the table as a file fetched with the admin token', async () => {
  const { api, user } = setup();
  await screen.findByRole('textbox', { name: 'Row 1 pincodes' });
  const blob = new Blob(['pincodes\n'], { type: 'text/csv' });
  api.fetch.mockResolvedValueOnce({ ok: true, status: 200, blob: async () => blob });
  const createObjectURL = jest.fn(() => 'blob:delivery');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(click).toHaveBeenCalled();
  expect(createObjectURL).toHaveBeenCalledWith(blob);
  expect(api.calls()).toContain(`GET ${DELIVERY_API_PATHS.csv}`);
  click.mockRestore();
});
