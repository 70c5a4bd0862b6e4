import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONFIG, serveCartCommands, type CartCommand } from 'shared-contracts';
import { ConfigContext } from 'shared-contracts/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'shared-contracts/router';
import ProductPage from '../../../pages/ProductPage';
import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { catalogueProduct, FIXTURE_PRODUCTS } from '../../../test/productFixtures';
import { TEST_API } from '../../../test/renderPage';
import { freshProductPageEachTest } from '../../../test/freshCatalogue';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const WALNUT_PICTURE = 'https://img.example/sofa-walnut.svg';

/** Three versions made (the 5-seater in Teak sold out), a fourth combination not made at all. */
const SOFA = catalogueProduct({
  id: 'sofa',
  productName: 'Teak Sofa',
  category: 'Sofa',
  price: 60000,
  stock: 11,
  options: [
    { name: 'Size', values: ['3-seater', '5-seater'] },
    { name: 'Finish', values: ['Teak', 'Walnut'] },
  ],
  variants: [
    { sku: 'S3-TEAK', optionValues: ['3-seater', 'Teak'], price: 60000, stock: 8, status: 'active' },
    {
      sku: 'S3-WAL',
      optionValues: ['3-seater', 'Walnut'],
      price: 64000,
      stock: 3,
      status: 'active',
      images: [WALNUT_PICTURE],
    },
    { sku: 'S5-TEAK', optionValues: ['5-seater', 'Teak'], price: 90000, stock: 0, status: 'active' },
  ],
});

/** Where the router is, and whether it got there by a push or a replace. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location" data-navigation={useNavigationType()} hidden>{`${pathname}${search}`}</span>;
}

function renderSofa(url = '/shop/sofa', sofa = SOFA) {
  fakeProductsApi([...FIXTURE_PRODUCTS, sofa]);
  render(
    <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: TEST_API }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shop/:id" element={<ProductPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

const page = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Teak Sofa' });
  return within(screen.getByRole('article', { name: 'Teak Sofa' }));
};
const location = () => screen.getByTestId('location');

freshProductPageEachTest();

it('offers each option as a radio group, the first version in stock chosen, with its price and stock', async () => {
  renderSofa();
  const main = await page();
  const size = within(main.getByRole('group', { name: 'Size: 3-seater' }));
  const finish = within(main.getByRole('group', { name: 'Finish: Teak' }));
  expect(size.getByRole('radio', { name: '3-seater' })).toBeChecked();
  expect(finish.getByRole('radio', { name: 'Teak' })).toBeChecked();
  expect(main.getByText('₹60,000')).toBeInTheDocument();
  expect(main.getByText('In stock')).toBeInTheDocument();
  expect(location()).toHaveTextContent(/^\/shop\/sofa$/);
});

it('shows the chosen version on sale with its own compare-at price and saving, and none for a version not on sale', async () => {
  const onSale = {
    ...SOFA,
    variants: SOFA.variants?.map((variant) =>
      variant.sku === 'S3-WAL' ? { ...variant, compareAtPrice: 80000 } : variant,
    ),
  };
  renderSofa('/shop/sofa?variant=S3-WAL', onSale);
  const main = await page();
  expect(main.getByText('₹64,000')).toBeInTheDocument();
  expect(main.getByText('Was')).toBeInTheDocument();
  expect(main.getByText('Save ₹16,000 (20%)')).toBeInTheDocument();
  await userEvent.click(main.getByRole('radio', { name: 'Teak' }));
  expect(main.getByText('₹60,000')).toBeInTheDocument();
  expect(main.queryByText(/^Save /)).not.toBeInTheDocument();
});

it('disables the combinations that are sold out or not made, saying why', async () => {
  renderSofa();
  const main = await page();
  const fiveSeater = main.getByRole('radio', { name: '5-seater (Out of stock)' });
  expect(fiveSeater).toBeDisabled();
  await userEvent.click(main.getByRole('radio', { name: 'Walnut' }));
  expect(main.getByRole('radio', { name: '5-seater (Not made in 5-seater, Walnut)' })).toBeDisabled();
  await userEvent.click(main.getByRole('radio', { name: /5-seater/ }));
  expect(main.getByRole('radio', { name: '3-seater' })).toBeChecked();
});

it('moves within a group by the arrow keys, showing that version and writing its SKU to the URL by replace', async () => {
  renderSofa();
  const main = await page();
  await userEvent.click(main.getByRole('radio', { name: 'Teak' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(main.getByRole('radio', { name: 'Walnut' })).toBeChecked();
  expect(main.getByRole('radio', { name: 'Walnut' })).toHaveFocus();
  expect(main.getByRole('group', { name: 'Finish: Walnut' })).toBeInTheDocument();
  expect(main.getByText('₹64,000')).toBeInTheDocument();
  expect(main.getByText('Only 3 left')).toBeInTheDocument();
  expect(location()).toHaveTextContent('/shop/sofa?variant=S3-WAL');
  expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  // This version has its own picture.
  expect(main.getByRole('img', { name: 'Teak Sofa' })).toHaveAttribute('src', expect.stringContaining('sofa-walnut'));
  await userEvent.keyboard('{ArrowLeft}');
  expect(main.getByRole('radio', { name: 'Teak' })).toBeChecked();
  expect(location()).toHaveTextContent('/shop/sofa?variant=S3-TEAK');
});

it('opens the version a link names, and the default one for a SKU it does not know', async () => {
  renderSofa('/shop/sofa?variant=S3-WAL');
  let main = await page();
  expect(main.getByRole('radio', { name: 'Walnut' })).toBeChecked();
  expect(main.getByText('₹64,000')).toBeInTheDocument();
  expect(location()).toHaveTextContent('/shop/sofa?variant=S3-WAL');
  cleanup();

  renderSofa('/shop/sofa?variant=NO-SUCH-SKU');
  main = await page();
  expect(main.getByRole('radio', { name: 'Teak' })).toBeChecked();
  expect(main.getByText('₹60,000')).toBeInTheDocument();
});

it("adds the chosen version to the cart and wishlist by its SKU, and can't add a sold-out one", async () => {
  const commands: CartCommand[] = [];
  const stop = serveCartCommands((command) => commands.push(command));
  try {
    renderSofa('/shop/sofa?variant=S3-WAL');
    const main = await page();
    await userEvent.click(main.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(main.getByRole('button', { name: 'Add to wishlist' }));
    const line = {
      id: 'sofa',
      productName: 'Teak Sofa',
      imgUrl: WALNUT_PICTURE,
      price: 64000,
      variantSku: 'S3-WAL',
      variantLabel: '3-seater, Walnut',
    };
    expect(commands).toEqual([
      { type: 'cart/add', item: line },
      { type: 'wishlist/toggle', item: line },
    ]);
  } finally {
    stop();
  }
});

it('shows a sold-out version a link names as out of stock, Add to Cart disabled', async () => {
  renderSofa('/shop/sofa?variant=S5-TEAK');
  const main = await page();
  expect(main.getByRole('radio', { name: '5-seater' })).toBeChecked();
  expect(main.getByText('₹90,000')).toBeInTheDocument();
  const add = main.getByRole('button', { name: 'Add to Cart' });
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription('Out of stock');
});
