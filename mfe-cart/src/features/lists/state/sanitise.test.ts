import { isValidCommand, toCartItems, toWishlistItems } from './sanitise';

const sofa = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 32000 };

it('keeps the version of a stored line, one line per product and version', () => {
  const stored = [
    { ...sofa, quantity: 1, totalPrice: 32000, variantSku: 'SOFA-3', variantLabel: '3-seater' },
    { ...sofa, quantity: 2, totalPrice: 64000, variantSku: 'SOFA-5', variantLabel: '5-seater' },
    { ...sofa, quantity: 9, totalPrice: 9, variantSku: 'SOFA-5', variantLabel: '5-seater' },
  ];
  expect(toCartItems(stored)).toEqual(stored.slice(0, 2));
  expect(toWishlistItems([{ ...sofa, variantSku: 'SOFA-3', variantLabel: '3-seater' }])).toEqual([
    { ...sofa, variantSku: 'SOFA-3', variantLabel: '3-seater' },
  ]);
});

it('refuses a line or command whose SKU is not one', () => {
  expect(toCartItems([{ ...sofa, quantity: 1, totalPrice: 1, variantSku: 'has space' }])).toEqual([]);
  expect(isValidCommand({ type: 'cart/add', item: { ...sofa, variantSku: '<b>' } })).toBe(false);
  expect(isValidCommand({ type: 'cart/remove', id: '21', variantSku: 7 })).toBe(false);
  expect(isValidCommand({ type: 'cart/setQuantity', id: '21', quantity: 2, variantSku: 'SOFA-5' })).toBe(true);
});
