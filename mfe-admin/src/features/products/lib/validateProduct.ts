import { FILTER_CATEGORIES, MESSAGES, type CreateProductRequest, type FilterCategory } from 'shared-contracts';

/** What the add-product form holds: text as typed, the price as the input's string. */
export interface ProductDraft {
  productName: string;
  shortDesc: string;
  description: string;
  category: FilterCategory;
  price: string;
  image: File | null;
}

export type DraftField = keyof ProductDraft;

export const EMPTY_DRAFT: ProductDraft = {
  productName: '',
  shortDesc: '',
  description: '',
  category: FILTER_CATEGORIES[0],
  price: '',
  image: null,
};

export type DraftCheck =
  | { ok: true; product: Omit<CreateProductRequest, 'imgUrl'>; image: File }
  | { ok: false; message: string; field: DraftField };

const TEXT_FIELDS = ['productName', 'shortDesc', 'description'] as const;

/**
 * Spec §5, in this order: every field filled ("Please fill in all fields."), price above zero,
 * then an image that is an image ("Please select an image."). The server checks all of it again.
 */
export function checkDraft(draft: ProductDraft): DraftCheck {
  const empty = [...TEXT_FIELDS, 'price' as const].find((field) => !draft[field].trim());
  if (empty) return { ok: false, message: MESSAGES.fillAllFields, field: empty };
  const price = Number(draft.price);
  if (!Number.isFinite(price) || price <= 0) return { ok: false, message: MESSAGES.priceNotPositive, field: 'price' };
  if (!draft.image || !draft.image.type.startsWith('image/')) return { ok: false, message: MESSAGES.selectImage, field: 'image' };
  return {
    ok: true,
    image: draft.image,
    product: {
      productName: draft.productName.trim(),
      shortDesc: draft.shortDesc.trim(),
      description: draft.description.trim(),
      category: draft.category,
      price,
    },
  };
}
