import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { PRODUCT_CSV_PATHS, type ProductImportResult } from '../api/productCsvApi';
import { PRODUCT_IMPORT_TEXT, ProductImportDialog } from './ProductImportDialog';

const DRY_RUN = `POST ${PRODUCT_CSV_PATHS.import}?dryRun=1`;
const APPLY = `POST ${PRODUCT_CSV_PATHS.import}`;

const PLAN: ProductImportResult = {
  create: [{ line: 5, name: 'Mango Bench', variants: 0 }],
  update: [{ line: 2, id: 'sofa', name: 'Sheesham Sofa', fields: ['productName', 'variants'] }],
  unchanged: [{ line: 4, id: 'stool', name: 'Teak Stool' }],
  errors: [],
  applied: false,
};

function setup(dryRun: ProductImportResult) {
  const api = mockApi({ [DRY_RUN]: { body: dryRun }, [APPLY]: { body: { ...PLAN, applied: true } } });
  const onClose = jest.fn();
  renderAdmin(<ProductImportDialog onClose={onClose} />, { path: '/dashboard/products', auth: SIGNED_IN_ADMIN });
  const file = new File(['Product id,Name\n'], 'products.csv', { type: 'text/csv' });
  return { api, onClose, file, user: userEvent.setup() };
}

describe('ProductImportDialog', () => {
  it('checks the chosen file first, shows each product’s change by line, then imports it and sums up', async () => {
    const { api, file, user } = setup(PLAN);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(screen.getByLabelText('Product file'), file);
    expect(await screen.findByText(PRODUCT_IMPORT_TEXT.summary(PLAN))).toBeInTheDocument();
    expect(api.calls()).toEqual([DRY_RUN]);
    const rows = within(screen.getByRole('table', { name: 'What the import does' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '2Sheesham SofaChange productName, variants',
      '4Teak StoolUnchanged',
      '5Mango BenchAdd',
    ]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(PRODUCT_IMPORT_TEXT.done({ ...PLAN, applied: true }))).toBeInTheDocument();
    expect(api.calls()).toEqual([DRY_RUN, APPLY]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('lists every bad line and keeps Import disabled, so nothing is applied', async () => {
    const { api, file, user } = setup({
      ...PLAN,
      errors: [
        { line: 3, message: 'Variant price (INR) must be a number (it is "lots").' },
        { line: 7, message: 'body/category must be equal to one of the allowed values' },
      ],
    });
    await user.upload(screen.getByLabelText('Product file'), file);
    const problems = await screen.findByRole('list', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3: Variant price (INR) must be a number (it is "lots").',
      'Line 7: body/category must be equal to one of the allowed values',
    ]);
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await user.click(importButton);
    expect(api.calls()).toEqual([DRY_RUN]);
  });

  it('says so when the import was stopped and taken back (a product changed meanwhile), naming the line', async () => {
    const { api, file, user } = setup(PLAN);
    const stopped = 'Nothing was imported: a product changed while the file was being applied.';
    api.set(APPLY, {
      status: 409,
      body: {
        ...PLAN,
        statusCode: 409,
        error: 'Conflict',
        message: stopped,
        errors: [{ line: 4, message: "No product with id 'stool' is sold here." }],
      },
    });
    await user.upload(screen.getByLabelText('Product file'), file);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stopped);
    expect(within(alert).getByRole('listitem')).toHaveTextContent("Line 4: No product with id 'stool' is sold here.");
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.calls()).toEqual([DRY_RUN, APPLY]);
  });

  it('says why a file could not be read, and Cancel closes', async () => {
    const { api, onClose, file, user } = setup(PLAN);
    api.set(DRY_RUN, {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Send the product file as text/csv.' },
    });
    await user.upload(screen.getByLabelText('Product file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Send the product file as text/csv.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
