import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { PRODUCT_CSV_PATHS } from '../api/productCsvApi';
import { ProductCsvActions } from './ProductCsvActions';

describe('ProductCsvActions', () => {
  it('opens the import dialog and closes it again', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderAdmin(<ProductCsvActions />, { path: '/dashboard/products', auth: SIGNED_IN_ADMIN });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(screen.getByRole('dialog', { name: 'Import products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    const api = mockApi({
      [`GET ${PRODUCT_CSV_PATHS.export}`]: { status: 403, body: { message: 'Only admins can do this.' } },
    });
    const user = userEvent.setup();
    renderAdmin(<ProductCsvActions />, { path: '/dashboard/products', auth: SIGNED_IN_ADMIN });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this.');
    expect(api.calls()).toEqual([`GET ${PRODUCT_CSV_PATHS.export}`]);
  });
});
