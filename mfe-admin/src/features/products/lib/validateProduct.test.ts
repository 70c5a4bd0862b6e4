import { MESSAGES, type CatalogueProduct } from 'shared-contracts';
import { GALLERY_MESSAGES, MAX_PRODUCT_IMAGES, SALE_MESSAGES } from 'shared-contracts/catalogue';
import { PRODUCT_TAX_MESSAGES } from 'shared-contracts/gst';
import {
  EMPTY_DRAFT,
  MAX_PER_ORDER_INVALID_MESSAGE,
  STOCK_INVALID_MESSAGE,
  changedFields,
  checkDraft,
  draftOf,
  type ProductDraft,
} from './validateProduct';
import { EMPTY_VARIANTS } from './variantDraft';

const image = new File(['x'], 'desk.webp', { type: 'image/webp' });
const picture = { file: image, key: 'new-1' };
const full: ProductDraft = {
  productName: ' Desk ',
  shortDesc: 'Short',
  description: 'Long',
  category: 'Sofa',
  price: '2499.50',
  stock: '4',
  maxPerOrder: '',
  compareAtPrice: '',
  hsn: ' 9403 ',
  gstRatePercent: '18',
  pictures: [picture],
  variants: EMPTY_VARIANTS,
};

const stored: CatalogueProduct = {
  id: '07',
  productName: 'Teak Desk',
  shortDesc: 'Short',
  description: 'Long',
  category: 'Study Table',
  price: 18500,
  imgUrl: 'http://localhost:4000/seed-art/07.svg',
  reviews: [],
  avgRating: 4.5,
  reviewCount: 2,
  stock: 3,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('checkDraft', () => {
  it('starts with category Table, stock 0, no picture and everything else empty', () => {
    expect(EMPTY_DRAFT).toMatchObject({ category: 'Table', price: '', stock: '0', pictures: [] });
  });

  it('accepts a full draft, trimming text and reading price and stock as numbers', () => {
    expect(checkDraft(full)).toEqual({
      ok: true,
      pictures: [picture],
      product: {
        productName: 'Desk',
        shortDesc: 'Short',
        description: 'Long',
        category: 'Sofa',
        price: 2499.5,
        stock: 4,
        hsn: '9403',
        gstRatePercent: 18,
      },
    });
  });

  it('sends a limit per order only when one is given', () => {
    expect(checkDraft({ ...full, maxPerOrder: ' 3 ' })).toMatchObject({ ok: true, product: { maxPerOrder: 3 } });
    const check = checkDraft(full);
    expect(check.ok && 'maxPerOrder' in check.product).toBe(false);
  });

  it('keeps the current pictures when editing without a new file', () => {
    expect(checkDraft({ ...full, pictures: [{ url: stored.imgUrl }] })).toMatchObject({
      ok: true,
      pictures: [{ url: stored.imgUrl }],
    });
  });

  it.each([
    ['an empty name', { productName: '' }, MESSAGES.fillAllFields, 'productName'],
    ['a blank description', { description: '  ' }, MESSAGES.fillAllFields, 'description'],
    ['no price', { price: '' }, MESSAGES.fillAllFields, 'price'],
    ['no stock', { stock: ' ' }, MESSAGES.fillAllFields, 'stock'],
    ['everything empty', { ...EMPTY_DRAFT }, MESSAGES.fillAllFields, 'productName'],
    ['a zero price', { price: '0' }, MESSAGES.priceNotPositive, 'price'],
    ['a negative price', { price: '-10' }, MESSAGES.priceNotPositive, 'price'],
    ['a negative stock', { stock: '-1' }, STOCK_INVALID_MESSAGE, 'stock'],
    ['a fractional stock', { stock: '2.5' }, STOCK_INVALID_MESSAGE, 'stock'],
    ['a stock above the most', { stock: '1000001' }, STOCK_INVALID_MESSAGE, 'stock'],
    ['a limit per order of 0', { maxPerOrder: '0' }, MAX_PER_ORDER_INVALID_MESSAGE, 'maxPerOrder'],
    ['a fractional limit per order', { maxPerOrder: '1.5' }, MAX_PER_ORDER_INVALID_MESSAGE, 'maxPerOrder'],
    ['a limit per order above the most', { maxPerOrder: '1001' }, MAX_PER_ORDER_INVALID_MESSAGE, 'maxPerOrder'],
    [
      'a compare-at price equal to the price',
      { price: '3000', compareAtPrice: '3000' },
      SALE_MESSAGES.compareAtNotAbovePrice,
      'compareAtPrice',
    ],
    [
      'a compare-at price below the price',
      { compareAtPrice: '100' },
      SALE_MESSAGES.compareAtNotAbovePrice,
      'compareAtPrice',
    ],
    ['a fractional compare-at price', { compareAtPrice: '20000.5' }, SALE_MESSAGES.compareAtNotWhole, 'compareAtPrice'],
    ['an HSN code of 3 digits', { hsn: '940' }, PRODUCT_TAX_MESSAGES.hsn, 'hsn'],
    ['an HSN code with letters', { hsn: '94O3' }, PRODUCT_TAX_MESSAGES.hsn, 'hsn'],
    [
      'a GST rate that is not one of the five',
      { gstRatePercent: '10' },
      PRODUCT_TAX_MESSAGES.gstRatePercent,
      'gstRatePercent',
    ],
    ['no picture', { pictures: [] }, MESSAGES.selectImage, 'image'],
    [
      'a PDF, even when a picture exists',
      {
        pictures: [
          { url: stored.imgUrl },
          { file: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), key: 'k' },
        ],
      },
      MESSAGES.selectImage,
      'image',
    ],
    [
      `more than ${MAX_PRODUCT_IMAGES} pictures`,
      { pictures: Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, (_, i) => ({ url: `http://x/${i}.png` })) },
      GALLERY_MESSAGES.tooMany,
      'image',
    ],
  ])('refuses %s', (_label, change, message, field) => {
    expect(checkDraft({ ...full, ...change })).toEqual({ ok: false, message, field });
  });

  it('says the stock rule in words', () => {
    expect(STOCK_INVALID_MESSAGE).toBe('Stock must be a whole number from 0 to 10,00,000.');
  });
});

describe('draftOf and changedFields', () => {
  it('a stored product’s draft checks back to the same fields: nothing changed', () => {
    const draft = draftOf(stored);
    expect(draft).toMatchObject({ price: '18500', stock: '3', pictures: [{ url: stored.imgUrl }] });
    const check = checkDraft(draft);
    if (!check.ok) throw new Error(check.message);
    expect(changedFields(stored, { ...check.product, images: [stored.imgUrl] })).toEqual({});
  });

  it('names only the fields that differ', () => {
    const check = checkDraft({ ...draftOf(stored), price: '17999', stock: '0', productName: ' Teak Desk ' });
    if (!check.ok) throw new Error(check.message);
    expect(changedFields(stored, { ...check.product, images: ['http://localhost:4000/uploads/new.png'] })).toEqual({
      price: 17999,
      stock: 0,
      images: ['http://localhost:4000/uploads/new.png'],
    });
  });

  it('sends the whole gallery when a picture is added, moved or removed, and nothing when the order stays', () => {
    const gallery: CatalogueProduct = { ...stored, images: [stored.imgUrl, 'http://x/b.png', 'http://x/c.png'] };
    expect(draftOf(gallery).pictures).toEqual(gallery.images?.map((url) => ({ url })));
    const check = checkDraft(draftOf(gallery));
    if (!check.ok) throw new Error(check.message);
    const send = (images: string[]) => changedFields(gallery, { ...check.product, images });
    expect(send([stored.imgUrl, 'http://x/b.png', 'http://x/c.png'])).toEqual({});
    expect(send(['http://x/b.png', stored.imgUrl, 'http://x/c.png'])).toEqual({
      images: ['http://x/b.png', stored.imgUrl, 'http://x/c.png'],
    });
    expect(send([stored.imgUrl, 'http://x/c.png'])).toEqual({ images: [stored.imgUrl, 'http://x/c.png'] });
  });

  it('sets, changes and clears the limit per order (null: the shop’s default again)', () => {
    const limited: CatalogueProduct = { ...stored, maxPerOrder: 4 };
    expect(draftOf(limited).maxPerOrder).toBe('4');
    expect(draftOf(stored).maxPerOrder).toBe('');
    const changes = (product: CatalogueProduct, maxPerOrder: string) => {
      const check = checkDraft({ ...draftOf(product), maxPerOrder });
      if (!check.ok) throw new Error(check.message);
      return changedFields(product, { ...check.product, images: [product.imgUrl] });
    };
    expect(changes(stored, '2')).toEqual({ maxPerOrder: 2 });
    expect(changes(limited, '4')).toEqual({});
    expect(changes(limited, '')).toEqual({ maxPerOrder: null });
  });

  it('puts the product on sale with a compare-at price, and ends the sale when it is emptied (null)', () => {
    const onSale: CatalogueProduct = { ...stored, compareAtPrice: stored.price + 1000 };
    expect(draftOf(onSale).compareAtPrice).toBe(String(stored.price + 1000));
    expect(draftOf(stored).compareAtPrice).toBe('');
    const changes = (product: CatalogueProduct, compareAtPrice: string) => {
      const check = checkDraft({ ...draftOf(product), compareAtPrice });
      if (!check.ok) throw new Error(check.message);
      return changedFields(product, { ...check.product, images: [product.imgUrl] });
    };
    expect(changes(stored, String(stored.price + 500))).toEqual({ compareAtPrice: stored.price + 500 });
    expect(changes(onSale, String(stored.price + 1000))).toEqual({});
    expect(changes(onSale, ' ')).toEqual({ compareAtPrice: null });
  });

  it('starts from the product’s own HSN and rate, or the shop’s default, and sends them only when changed', () => {
    expect(draftOf(stored)).toMatchObject({ hsn: '9403', gstRatePercent: '18' });
    const seat: CatalogueProduct = { ...stored, hsn: '9401', gstRatePercent: 12 };
    expect(draftOf(seat)).toMatchObject({ hsn: '9401', gstRatePercent: '12' });
    const check = checkDraft({ ...draftOf(seat), hsn: '94036000', gstRatePercent: '5' });
    if (!check.ok) throw new Error(check.message);
    expect(changedFields(seat, { ...check.product, images: [seat.imgUrl] })).toEqual({
      hsn: '94036000',
      gstRatePercent: 5,
    });
  });
});
