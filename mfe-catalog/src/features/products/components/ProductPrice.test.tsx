import { render, screen } from '@testing-library/react';
import { toCatalogueProduct } from '../../catalogue/api/remoteProduct';
import { catalogueProduct } from '../../../test/productFixtures';
import { ProductPrice } from './ProductPrice';

describe('a product’s price', () => {
  it('on sale: the price charged, the price before struck through (read as “Was …”), and the saving', () => {
    const { container } = render(<ProductPrice className="price" price={16000} compareAtPrice={20000} />);
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Was ₹20,000');
    expect(struck?.querySelector('.visually-hidden')?.textContent).toBe('Was ');
    expect(container.querySelector('.cat-price__now')?.textContent).toBe('₹16,000');
    expect(screen.getByText('Save ₹4,000 (20%)')).toBeTruthy();
  });

  it('not on sale (no compare-at price, or one not above the price): the price alone', () => {
    for (const compareAtPrice of [undefined, 16000, 15000]) {
      const { container, unmount } = render(
        <ProductPrice className="price" price={16000} compareAtPrice={compareAtPrice} />,
      );
      expect(container.textContent).toBe('₹16,000');
      expect(container.querySelector('s')).toBeNull();
      unmount();
    }
  });

  it('keeps a compare-at price the API sends only when it is a whole number above the price', () => {
    const sent = (compareAtPrice: unknown) =>
      toCatalogueProduct({ ...catalogueProduct({ id: '01', productName: 'Couch', price: 16000 }), compareAtPrice });
    expect(sent(20000)?.compareAtPrice).toBe(20000);
    for (const odd of [16000, 1000, 20000.5, '20000', null]) expect(sent(odd)).not.toHaveProperty('compareAtPrice');
  });
});
