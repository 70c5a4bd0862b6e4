import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '../hooks/useResource';
import { AdminTable, type AdminTableProps } from './AdminTable';

const ROWS = ['Teak Desk', 'Mango Chair'];
const LOADING: Resource<unknown> = { status: 'loading' };
const READY: Resource<unknown> = { status: 'ready', data: null };

const table = (props: Partial<AdminTableProps>, rows: readonly string[] = ROWS) => (
  <AdminTable
    what="products"
    state={READY}
    onRetry={() => undefined}
    rowCount={rows.length}
    emptyText="No products match."
    caption="Products 1–2 of 2"
    columns={[{ hidden: 'Picture' }, 'Name']}
    {...props}
  >
    {rows.map((name) => (
      <tr key={name}>
        <td />
        <th scope="row">{name}</th>
      </tr>
    ))}
  </AdminTable>
);

describe('AdminTable', () => {
  it('names the table and its scrolling region by the caption, with a header row (hidden texts read out)', () => {
    render(table({ className: 'adm-table--products' }));
    const region = screen.getByRole('region', { name: 'Products 1–2 of 2' });
    expect(region).toHaveAttribute('tabindex', '0');
    const grid = within(region).getByRole('table', { name: 'Products 1–2 of 2' });
    expect(grid).toHaveClass('adm-table', 'adm-table--products');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Picture', 'Name']);
    expect(screen.getByText('Picture')).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(ROWS);
  });

  it('announces the first load visibly, then the empty result in the same status line', () => {
    const { rerender } = render(table({ rowCount: null, state: LOADING }, []));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading products…');
    expect(status).not.toHaveClass('visually-hidden');
    expect(screen.getByText('Loading products…').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    rerender(table({ rowCount: 0 }, []));
    // The same live region, its text changed: screen readers announce it.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('No products match.');
    expect(status).not.toHaveClass('visually-hidden');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('announces a load over rows already shown to screen readers only, keeping the rows', () => {
    const { rerender } = render(table({}));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    rerender(table({ state: LOADING }));
    expect(status).toHaveTextContent('Loading products…');
    expect(status).toHaveClass('visually-hidden');
    expect(screen.getByRole('table', { name: 'Products 1–2 of 2' })).toBeInTheDocument();
  });

  it('says why a load failed and offers Retry, with no table and nothing in the status line', async () => {
    const onRetry = jest.fn();
    render(table({ rowCount: null, state: { status: 'error', message: 'Try again later.' }, onRetry }, []));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the products: Try again later.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
