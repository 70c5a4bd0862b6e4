import type { CatalogueProduct } from 'shared-contracts';
import { VARIANT_MESSAGES } from 'shared-contracts/catalogue';
import { EMPTY_DRAFT, changedFields, checkDraft, draftOf } from './validateProduct';
import {
  allCombinations,
  variantInputs,
  variantsDraftOf,
  variantsDraftProblem,
  withEveryCombination,
  type VariantsDraft,
} from './variantDraft';

const options = [
  { name: 'Size', values: ['3-seater', '5-seater'] },
  { name: 'Finish', values: ['Teak', 'Walnut'] },
];

const stored: CatalogueProduct = {
  id: 'p1',
  productName: 'Sofa',
  shortDesc: 'Short',
  description: 'Long',
  category: 'Sofa',
  price: 40000,
  stock: 3,
  imgUrl: 'https://img.test/a.webp',
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  options,
  variants: [
    { sku: 'S3-TEAK', optionValues: ['3-seater', 'Teak'], price: 40000, stock: 3, status: 'active' },
    { sku: 'S5-TEAK', optionValues: ['5-seater', 'Teak'], price: 52000, stock: 0, status: 'archived' },
  ],
};

const filled = {
  ...EMPTY_DRAFT,
  productName: 'Sofa',
  shortDesc: 'Short',
  description: 'Long',
  price: '40000',
  pictures: [{ url: 'https://img.test/a.webp' }],
};

describe('variant drafts', () => {
  it('makes every combination of the options, in their order', () => {
    expect(allCombinations(options)).toEqual([
      ['3-seater', 'Teak'],
      ['3-seater', 'Walnut'],
      ['5-seater', 'Teak'],
      ['5-seater', 'Walnut'],
    ]);
    expect(allCombinations([])).toEqual([]);
  });

  it('adds only the missing combinations, each with its own SKU, and keeps the rows there', () => {
    const draft = variantsDraftOf(stored);
    const variants = withEveryCombination(draft, '45000');
    expect(variants.slice(0, 2)).toEqual(draft.variants);
    expect(variants.slice(2).map((v) => [v.sku, v.optionValues, v.price, v.stock])).toEqual([
      ['3-SEATER-WALNUT', ['3-seater', 'Walnut'], '45000', '0'],
      ['5-SEATER-WALNUT', ['5-seater', 'Walnut'], '45000', '0'],
    ]);
  });

  it('refuses a draft whose variants break a rule, with the server sentence', () => {
    const variants: VariantsDraft = {
      options,
      variants: [
        {
          key: 'a',
          sku: 'A',
          optionValues: ['3-seater', 'Teak'],
          price: '0',
          compareAtPrice: '',
          stock: '1',
          status: 'active',
          images: [],
        },
      ],
    };
    expect(checkDraft({ ...filled, variants })).toEqual({
      ok: false,
      message: VARIANT_MESSAGES.price,
      field: 'variants',
    });
    const noVariants = { options, variants: [] };
    expect(checkDraft({ ...filled, variants: noVariants })).toMatchObject({
      message: VARIANT_MESSAGES.optionsWithoutVariants,
    });
  });

  it('sends the options and variants with a new product, numbers as numbers', () => {
    const variants = { options, variants: withEveryCombination({ options, variants: [] }, '40000') };
    const check = checkDraft({ ...filled, variants });
    expect(check.ok && check.product.variants?.[3]).toEqual({
      sku: '5-SEATER-WALNUT',
      optionValues: ['5-seater', 'Walnut'],
      price: 40000,
      stock: 0,
      status: 'active',
    });
    expect(check.ok && check.product.options).toEqual(options);
  });

  it('edits: sends the whole list when a variant changed, nothing when none did, both empty when all go', () => {
    const draft = draftOf(stored);
    const same = checkDraft(draft);
    if (!same.ok) throw new Error(same.message);
    expect(changedFields(stored, { ...same.product, images: [stored.imgUrl] })).toEqual({});

    const cheaper = {
      ...draft,
      variants: { ...draft.variants, variants: draft.variants.variants.map((v) => ({ ...v, price: '39000' })) },
    };
    const changed = checkDraft(cheaper);
    if (!changed.ok) throw new Error(changed.message);
    const patch = changedFields(stored, { ...changed.product, images: [stored.imgUrl] });
    expect(patch.variants?.map((v) => [v.sku, v.price, v.status])).toEqual([
      ['S3-TEAK', 39000, 'active'],
      ['S5-TEAK', 39000, 'archived'],
    ]);
    expect(patch.options).toEqual(options);

    const none = checkDraft({ ...draft, variants: { options: [], variants: [] } });
    if (!none.ok) throw new Error(none.message);
    expect(changedFields(stored, { ...none.product, images: [stored.imgUrl] })).toMatchObject({
      options: [],
      variants: [],
    });
  });
});

describe('a variant’s compare-at price in the editor', () => {
  it('reads a stored one, sends it as a number, leaves an empty one out, and names one not above the price', () => {
    const onSale: CatalogueProduct = {
      ...stored,
      variants: [
        {
          sku: 'S3-TEAK',
          optionValues: ['3-seater', 'Teak'],
          price: 40000,
          compareAtPrice: 48000,
          stock: 3,
          status: 'active',
        },
      ],
    };
    const draft = variantsDraftOf(onSale);
    expect(draft.variants[0]?.compareAtPrice).toBe('48000');
    expect(variantInputs(draft)[0]).toMatchObject({ price: 40000, compareAtPrice: 48000 });
    const cleared = { ...draft, variants: draft.variants.map((variant) => ({ ...variant, compareAtPrice: ' ' })) };
    expect(variantInputs(cleared)[0]).not.toHaveProperty('compareAtPrice');
    const tooLow = { ...draft, variants: draft.variants.map((variant) => ({ ...variant, compareAtPrice: '40000' })) };
    expect(variantsDraftProblem(tooLow)).toEqual({
      path: 'variants/0/compareAtPrice',
      message: VARIANT_MESSAGES.compareAtPrice,
    });
  });
});
