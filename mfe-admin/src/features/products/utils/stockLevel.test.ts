import { LOW_STOCK_AT } from 'shared-contracts/catalogue';
import { STOCK_LEVEL_LABEL, stockLevel } from './stockLevel';

describe('stockLevel', () => {
  it('marks 0 as out, 1 to 5 as low (the shop’s “Only N left”), more as plenty', () => {
    expect(LOW_STOCK_AT).toBe(5);
    expect([0, 1, 5, 6, 40].map(stockLevel)).toEqual(['out', 'low', 'low', 'ok', 'ok']);
    expect(STOCK_LEVEL_LABEL).toEqual({ out: 'Out of stock', low: 'Low stock', ok: null });
  });
});
