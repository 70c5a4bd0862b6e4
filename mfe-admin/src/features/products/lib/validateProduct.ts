import {
  FILTER_CATEGORIES,
  MESSAGES,
  type CatalogueProduct,
  type CreateProductRequest,
  type FilterCategory,
} from 'shared-contracts';
import {
  GALLERY_MESSAGES,
  MAX_PER_ORDER_LIMIT,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  SALE_MESSAGES,
  productImages,
  type UpdateProductRequest,
} from 'shared-contracts/catalogue';
import {
  EMPTY_VARIANTS,
  variantInputs,
  variantsChanged,
  variantsDraftOf,
  variantsDraftProblem,
  type VariantsDraft,
} from './variantDraft';
import { DEFAULT_PRODUCT_TAX, PRODUCT_TAX_MESSAGES, isGstRate, isHsnCode, productTaxFacts } from 'shared-contracts/gst';

/** One picture of the form's gallery: one the product has (its URL), or a file chosen, uploaded on save. */
export type DraftPicture = { url: string } | { file: File; key: string };

/** What the product form holds (adding and editing): text as typed, numbers as the inputs' strings. */
export interface ProductDraft {
  productName: string;
  shortDesc: string;
  description: string;
  category: FilterCategory;
  price: string;
  stock: string;
  /** The most units one order may hold; '' for the shop's default. */
  maxPerOrder: string;
  /** On sale: the price before, whole rupees above the price; '' for not on sale. */
  compareAtPrice: string;
  /** The HSN code its invoices print, as typed. */
  hsn: string;
  /** The GST rate in percent, as the select holds it ("18"). */
  gstRatePercent: string;
  /** The pictures in the order shoppers see them, the first the main one (none when adding). */
  pictures: DraftPicture[];
  /** Its options and variants; none of either: a product without variants. */
  variants: VariantsDraft;
}

/** A field the form can point at: the pictures' is their file input, the variants' their editor. */
export type DraftField = Exclude<keyof ProductDraft, 'pictures'> | 'image';

export const EMPTY_DRAFT: ProductDraft = {
  productName: '',
  shortDesc: '',
  description: '',
  category: FILTER_CATEGORIES[0],
  price: '',
  stock: '0',
  maxPerOrder: '',
  compareAtPrice: '',
  hsn: DEFAULT_PRODUCT_TAX.hsn,
  gstRatePercent: String(DEFAULT_PRODUCT_TAX.gstRatePercent),
  pictures: [],
  variants: EMPTY_VARIANTS,
};

export const STOCK_INVALID_MESSAGE = `Stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-IN')}.`;
export const MAX_PER_ORDER_INVALID_MESSAGE = `Most per order must be empty (the shop's default) or a whole number from 1 to ${MAX_PER_ORDER_LIMIT.toLocaleString('en-IN')}.`;

/** The product's fields as the server takes them, but the pictures. */
export type CheckedFields = Omit<CreateProductRequest, 'imgUrl' | 'images' | 'stock'> & { stock: number };

export type DraftCheck =
  | {
      ok: true;
      product: CheckedFields;
      /** In order; the files are uploaded before the save. */ pictures: DraftPicture[];
    }
  | { ok: false; message: string; field: DraftField };

const REQUIRED_FIELDS = ['productName', 'shortDesc', 'description', 'price', 'stock'] as const;

const isCategory = (value: string): value is FilterCategory => FILTER_CATEGORIES.some((c) => c === value);

/** The form's starting point for a stored product. */
export function draftOf(product: CatalogueProduct): ProductDraft {
  return {
    productName: product.productName,
    shortDesc: product.shortDesc,
    description: product.description,
    category: isCategory(product.category) ? product.category : FILTER_CATEGORIES[0],
    price: String(product.price),
    stock: String(product.stock),
    maxPerOrder: product.maxPerOrder === undefined ? '' : String(product.maxPerOrder),
    compareAtPrice: product.compareAtPrice === undefined ? '' : String(product.compareAtPrice),
    hsn: productTaxFacts(product).hsn,
    gstRatePercent: String(productTaxFacts(product).gstRatePercent),
    pictures: productImages(product).map((url) => ({ url })),
    variants: variantsDraftOf(product),
  };
}

/**
 * Spec §5, in this order: every field filled ("Please fill in all fields."), price above zero,
 * stock a whole number, Most per order empty or a whole number from 1, a compare-at price empty or
 * a whole number above the price, an HSN code of 4 to 8
 * digits and a GST rate of 0, 5, 12, 18 or 28 %, then the pictures: at least one ("Please select an
 * image."), each chosen file an image, at most MAX_PRODUCT_IMAGES. The server checks all of it again.
 */
export function checkDraft(draft: ProductDraft): DraftCheck {
  const empty = REQUIRED_FIELDS.find((field) => !draft[field].trim());
  if (empty) return { ok: false, message: MESSAGES.fillAllFields, field: empty };
  const price = Number(draft.price);
  if (!Number.isFinite(price) || price <= 0) return { ok: false, message: MESSAGES.priceNotPositive, field: 'price' };
  const stock = Number(draft.stock);
  if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK)
    return { ok: false, message: STOCK_INVALID_MESSAGE, field: 'stock' };
  const maxPerOrder = draft.maxPerOrder.trim() ? Number(draft.maxPerOrder) : null;
  if (maxPerOrder !== null && (!Number.isInteger(maxPerOrder) || maxPerOrder < 1 || maxPerOrder > MAX_PER_ORDER_LIMIT))
    return { ok: false, message: MAX_PER_ORDER_INVALID_MESSAGE, field: 'maxPerOrder' };
  const compareAtPrice = draft.compareAtPrice.trim() ? Number(draft.compareAtPrice) : null;
  if (compareAtPrice !== null && !Number.isInteger(compareAtPrice))
    return { ok: false, message: SALE_MESSAGES.compareAtNotWhole, field: 'compareAtPrice' };
  if (compareAtPrice !== null && !(compareAtPrice > price))
    return { ok: false, message: SALE_MESSAGES.compareAtNotAbovePrice, field: 'compareAtPrice' };
  const hsn = draft.hsn.trim();
  if (!isHsnCode(hsn)) return { ok: false, message: PRODUCT_TAX_MESSAGES.hsn, field: 'hsn' };
  const gstRatePercent = Number(draft.gstRatePercent);
  if (!isGstRate(gstRatePercent))
    return { ok: false, message: PRODUCT_TAX_MESSAGES.gstRatePercent, field: 'gstRatePercent' };
  const { pictures } = draft;
  if (pictures.length === 0 || pictures.some((picture) => 'file' in picture && !picture.file.type.startsWith('image/')))
    return { ok: false, message: MESSAGES.selectImage, field: 'image' };
  if (pictures.length > MAX_PRODUCT_IMAGES) return { ok: false, message: GALLERY_MESSAGES.tooMany, field: 'image' };
  const variantsProblem = variantsDraftProblem(draft.variants);
  if (variantsProblem) return { ok: false, message: variantsProblem.message, field: 'variants' };
  const withVariants = draft.variants.options.length > 0;
  return {
    ok: true,
    pictures,
    product: {
      productName: draft.productName.trim(),
      shortDesc: draft.shortDesc.trim(),
      description: draft.description.trim(),
      category: draft.category,
      price,
      stock,
      ...(maxPerOrder === null ? {} : { maxPerOrder }),
      ...(compareAtPrice === null ? {} : { compareAtPrice }),
      hsn,
      gstRatePercent,
      ...(withVariants ? { options: draft.variants.options, variants: variantInputs(draft.variants) } : {}),
    },
  };
}

/** The fields of `next` that differ from `stored`: what a PATCH sends (nothing when nothing changed). */
export function changedFields(
  stored: CatalogueProduct,
  next: CheckedFields & { images: string[] },
): UpdateProductRequest {
  const changes: UpdateProductRequest = {};
  if (next.productName !== stored.productName) changes.productName = next.productName;
  if (next.shortDesc !== stored.shortDesc) changes.shortDesc = next.shortDesc;
  if (next.description !== stored.description) changes.description = next.description;
  if (next.category !== stored.category) changes.category = next.category;
  if (next.price !== stored.price) changes.price = next.price;
  if (next.stock !== stored.stock) changes.stock = next.stock;
  // Emptied: back to the shop's default (null clears the product's own limit).
  if ((next.maxPerOrder ?? null) !== (stored.maxPerOrder ?? null)) changes.maxPerOrder = next.maxPerOrder ?? null;
  // Emptied: the sale ends (null clears the compare-at price).
  if ((next.compareAtPrice ?? null) !== (stored.compareAtPrice ?? null))
    changes.compareAtPrice = next.compareAtPrice ?? null;
  const storedTax = productTaxFacts(stored);
  if (next.hsn !== undefined && next.hsn !== storedTax.hsn) changes.hsn = next.hsn;
  if (next.gstRatePercent !== undefined && next.gstRatePercent !== storedTax.gstRatePercent)
    changes.gstRatePercent = next.gstRatePercent;
  // The whole gallery when any picture changed, moved or went (the server makes its first the main picture).
  const storedImages = productImages(stored);
  if (next.images.length !== storedImages.length || next.images.some((url, i) => url !== storedImages[i]))
    changes.images = next.images;
  // The whole list when anything changed (both empty: no variants any more).
  const options = next.options ?? [];
  const variants = next.variants ?? [];
  if (variantsChanged(stored, { options, variants })) {
    changes.options = options;
    changes.variants = variants;
  }
  return changes;
}
