import { LOW_STOCK_AT, STOCK_TEXT, stockLabel } from './stock';

it('says "Out of stock" at 0, "Only N left" up to LOW_STOCK_AT, nothing above', () => {
  expect(stockLabel(0)).toBe('Out of stock');
  expect(stockLabel(1)).toBe('Only 1 left');
  expect(stockLabel(LOW_STOCK_AT)).toBe('Only 5 left');
  expect(stockLabel(6)).toBeNull();
  expect(stockLabel(1000)).toBeNull();
  expect(STOCK_TEXT.noLongerAvailable).toBe('This product is no longer available.');
});
