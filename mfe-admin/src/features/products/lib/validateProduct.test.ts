import { MESSAGES } from 'shared-contracts';
import { EMPTY_DRAFT, checkDraft, type ProductDraft } from './validateProduct';

const image = new File(['x'], 'desk.webp', { type: 'image/webp' });
const full: ProductDraft = {
  productName: ' Desk ',
  shortDesc: 'Short',
  description: 'Long',
  category: 'Sofa',
  price: '2499.50',
  image,
};

describe('checkDraft', () => {
  it('starts with category Table and everything else empty', () => {
    expect(EMPTY_DRAFT).toMatchObject({ category: 'Table', price: '', image: null });
  });

  it('accepts a full draft, trimming text and reading the price as a number', () => {
    expect(checkDraft(full)).toEqual({
      ok: true,
      image,
      product: { productName: 'Desk', shortDesc: 'Short', description: 'Long', category: 'Sofa', price: 2499.5 },
    });
  });

  it.each([
    ['an empty name', { productName: '' }, MESSAGES.fillAllFields, 'productName'],
    ['a blank description', { description: '  ' }, MESSAGES.fillAllFields, 'description'],
    ['no price', { price: '' }, MESSAGES.fillAllFields, 'price'],
    ['everything empty', { ...EMPTY_DRAFT }, MESSAGES.fillAllFields, 'productName'],
    ['a zero price', { price: '0' }, MESSAGES.priceNotPositive, 'price'],
    ['a negative price', { price: '-10' }, MESSAGES.priceNotPositive, 'price'],
    ['no image', { image: null }, MESSAGES.selectImage, 'image'],
    ['a PDF', { image: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }) }, MESSAGES.selectImage, 'image'],
  ])('refuses %s', (_label, change, message, field) => {
    expect(checkDraft({ ...full, ...change })).toEqual({ ok: false, message, field });
  });
});
