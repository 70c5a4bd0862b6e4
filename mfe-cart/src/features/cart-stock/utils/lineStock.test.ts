import { lineProblem, quantityCap, repriced } from './lineStock';

const line = {
  id: '07',
  productName: 'Sheesham Chair',
  imgUrl: '/chair.svg',
  price: 4500,
  quantity: 3,
  totalPrice: 13500,
};

describe('lineStock rules', () => {
  it('names what stops a line being bought, and nothing while the facts are unknown', () => {
    expect(lineProblem(line, undefined)).toBeNull();
    expect(lineProblem(line, { kind: 'available', price: 4500, stock: 3 })).toBeNull();
    expect(lineProblem(line, { kind: 'available', price: 4500, stock: 2 })).toEqual({ kind: 'overStock', stock: 2 });
    expect(lineProblem(line, { kind: 'available', price: 4500, stock: 0 })).toEqual({ kind: 'soldOut' });
    expect(lineProblem(line, { kind: 'unavailable' })).toEqual({ kind: 'unavailable' });
  });

  it('caps the stepper at the stock (0 for a product no longer sold)', () => {
    expect(quantityCap(undefined)).toBeUndefined();
    expect(quantityCap({ kind: 'available', price: 1, stock: 4 })).toBe(4);
    expect(quantityCap({ kind: 'unavailable' })).toBe(0);
  });

  it("reprices a line to the server's price, totals included", () => {
    expect(repriced(line, { kind: 'available', price: 4500, stock: 9 })).toBeNull();
    expect(repriced(line, { kind: 'unavailable' })).toBeNull();
    expect(repriced(line, { kind: 'available', price: 4000, stock: 9 })).toEqual({
      ...line,
      price: 4000,
      totalPrice: 12000,
    });
  });
});
