import { factsOfLine, lineKey, lineProblem, quantityCap, repriced, type ProductFacts } from './lineStock';

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

describe('a line of one version', () => {
  const sofa: ProductFacts = {
    kind: 'available',
    price: 32000,
    stock: 7,
    variants: {
      'SOFA-3': { price: 32000, stock: 5, active: true },
      'SOFA-5': { price: 51000, stock: 0, active: true },
      'SOFA-OLD': { price: 29000, stock: 2, active: false },
    },
  };

  it("is priced, counted and repriced by its version's facts, not the product's", () => {
    const line = { id: '21', productName: 'Sofa', imgUrl: '/s.svg', price: 30000, quantity: 6, totalPrice: 180000 };
    const threeSeater = factsOfLine({ variantSku: 'SOFA-3' }, sofa);
    expect(threeSeater).toEqual({ kind: 'available', price: 32000, stock: 5 });
    expect(lineProblem(line, threeSeater)).toEqual({ kind: 'overStock', stock: 5 });
    expect(repriced({ ...line, variantSku: 'SOFA-5' }, factsOfLine({ variantSku: 'SOFA-5' }, sofa))?.price).toBe(51000);
    expect(lineProblem(line, factsOfLine({ variantSku: 'SOFA-5' }, sofa))).toEqual({ kind: 'soldOut' });
  });

  it('is unavailable once its version is archived or gone; a line without one takes the product facts', () => {
    expect(factsOfLine({ variantSku: 'SOFA-OLD' }, sofa)).toEqual({ kind: 'unavailable' });
    expect(factsOfLine({ variantSku: 'NO-SUCH' }, sofa)).toEqual({ kind: 'unavailable' });
    expect(factsOfLine({}, sofa)).toBe(sofa);
    expect(lineKey({ id: '21', variantSku: 'SOFA-3' })).not.toBe(lineKey({ id: '21' }));
  });
});
