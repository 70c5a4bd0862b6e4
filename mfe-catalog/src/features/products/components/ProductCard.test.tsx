import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveCartCommands, type CartCommand } from 'shared-contracts';
import { MemoryRouter } from 'shared-contracts/router';
import { ART_HEIGHT, ART_WIDTH } from 'shared-contracts/catalogue';
import { fixture } from '../../../test/productFixtures';
import { ProductCard } from './ProductCard';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn() }));

const UPLOAD = 'https://shop.example/uploads/0123456789abcdef0123456789abcdef';

const cardPicture = (imgUrl: string) => {
  const { container } = render(
    <MemoryRouter>
      <ProductCard product={{ ...fixture('01'), imgUrl }} />
    </MemoryRouter>,
  );
  return container.querySelector('.cat-card__media') as HTMLElement;
};

it('offers an uploaded picture as AVIF, WebP and JPEG in the card width, its box still sized', () => {
  const media = cardPicture(`${UPLOAD}.jpg`);
  const sources = [...media.querySelectorAll('picture > source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining(`${UPLOAD}.w320.avif 320w`));
  expect(sources[1]).toHaveAttribute('srcset', expect.stringContaining(`${UPLOAD}.w640.webp 640w`));
  const img = media.querySelector('picture > img');
  expect(img).toHaveAttribute('src', `${UPLOAD}.jpg`);
  expect(img).toHaveAttribute('srcset', expect.stringContaining(`${UPLOAD}.w480.jpg 480w`));
  expect(img).toHaveAttribute('width', String(ART_WIDTH));
  expect(img).toHaveAttribute('height', String(ART_HEIGHT));
  // The card's width in the grid, never the whole viewport of a wide screen.
  const sizes = img?.getAttribute('sizes') ?? '';
  expect(sizes).toMatch(/^\(min-width: 1200px\) 276px, .*calc\(100vw - 2rem\)$/);
  for (const source of sources) expect(source).toHaveAttribute('sizes', sizes);
});

it('keeps a seed drawing (SVG) a plain <img>', () => {
  const media = cardPicture('http://localhost:4000/seed-art/teak-sofa.svg');
  expect(media.querySelector('picture')).toBeNull();
  const img = media.querySelector('img');
  expect(img).toHaveAttribute('src', 'http://localhost:4000/seed-art/teak-sofa.svg');
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
});

it('sends a shopper to the product page to choose a version, instead of adding a product sold in versions', () => {
  const sofa = {
    ...fixture('01'),
    options: [{ name: 'Finish', values: ['Teak', 'Walnut'] }],
    variants: [{ sku: 'CH-TEAK', optionValues: ['Teak'], price: 6499, stock: 4, status: 'active' as const }],
  };
  render(
    <MemoryRouter>
      <ProductCard product={sofa} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Choose options' })).toHaveAttribute('href', '/shop/01');
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
});

it('saves a product sold in versions to the wishlist as the version its page opens (the first in stock), so the cart can take it', async () => {
  const sofa = {
    ...fixture('01'),
    options: [{ name: 'Finish', values: ['Teak', 'Walnut'] }],
    variants: [
      { sku: 'CH-TEAK', optionValues: ['Teak'], price: 6499, stock: 0, status: 'active' as const },
      { sku: 'CH-WAL', optionValues: ['Walnut'], price: 6999, stock: 2, status: 'active' as const },
    ],
  };
  const commands: CartCommand[] = [];
  const stop = serveCartCommands((command) => commands.push(command));
  try {
    render(
      <MemoryRouter>
        <ProductCard product={sofa} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(commands).toEqual([
      {
        type: 'wishlist/add',
        item: expect.objectContaining({ id: '01', price: 6999, variantSku: 'CH-WAL', variantLabel: 'Walnut' }),
      },
    ]);
  } finally {
    stop();
  }
});

it('shows the saving of the version a product sold in versions is listed at, when that version is on sale', () => {
  const sofa = {
    ...fixture('01'),
    price: 6499,
    options: [{ name: 'Finish', values: ['Teak', 'Walnut'] }],
    variants: [
      {
        sku: 'CH-TEAK',
        optionValues: ['Teak'],
        price: 6499,
        compareAtPrice: 7999,
        stock: 4,
        status: 'active' as const,
      },
      { sku: 'CH-WAL', optionValues: ['Walnut'], price: 6999, stock: 4, status: 'active' as const },
    ],
  };
  render(
    <MemoryRouter>
      <ProductCard product={sofa} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Save ₹1,500 (18%)')).toBeInTheDocument();
});
