/** Small, hand-made products for the catalogue's tests (the real catalogue lives in the server's seed). */
import type { CatalogueProduct, Review } from 'shared-contracts';

let clock = Date.parse('2025-01-01T00:00:00.000Z');
const nextTime = (): string => new Date((clock += 1000)).toISOString();

export function catalogueProduct(
  fields: Partial<CatalogueProduct> & Pick<CatalogueProduct, 'id' | 'productName'>,
): CatalogueProduct {
  const reviews: Review[] = fields.reviews ?? [];
  const at = fields.createdAt ?? nextTime();
  return {
    category: 'Chair',
    imgUrl: `https://img.example/${fields.id}.svg`,
    price: 4500,
    shortDesc: `Short words on ${fields.productName}.`,
    description: `All about ${fields.productName}.`,
    avgRating: reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0,
    stock: 20,
    status: 'active',
    updatedAt: at,
    reviewCount: reviews.length,
    ...fields,
    reviews,
    createdAt: at,
  };
}

/** Twelve products over the home page's categories; a couple low or out of stock. */
export const FIXTURE_PRODUCTS: readonly CatalogueProduct[] = [
  catalogueProduct({
    id: '01',
    productName: 'Sheesham Arm Chair',
    price: 6499,
    stock: 12,
    reviews: [
      { name: 'Meera', rating: 5, text: 'Sturdy and beautiful.' },
      { name: 'Ravi', rating: 4, text: 'Good, a little low.' },
    ],
  }),
  catalogueProduct({ id: '02', productName: 'Chettinad Cane Chair', price: 5200, stock: 3 }),
  catalogueProduct({ id: '03', productName: 'Pondicherry Cane Lounge Chair', price: 8900, stock: 0 }),
  catalogueProduct({ id: '04', productName: 'Teak Dining Chair', price: 3900, avgRating: 4, reviewCount: 7 }),
  catalogueProduct({ id: '05', productName: 'Mango Wood Rocking Chair', price: 7400 }),
  catalogueProduct({
    id: '11',
    productName: 'Chettinad Teak Three-Seater Sofa',
    category: 'Sofa',
    price: 42000,
    avgRating: 4.8,
    reviewCount: 12,
  }),
  catalogueProduct({ id: '12', productName: 'Jodhpur Mango Wood Couch', category: 'Sofa', price: 31500 }),
  catalogueProduct({ id: '21', productName: 'Teak Study Table', category: 'Study Table', price: 12500 }),
  catalogueProduct({ id: '22', productName: 'Sheesham Writing Desk', category: 'Study Table', price: 14200 }),
  catalogueProduct({ id: '31', productName: 'Sheesham Garden Bench', category: 'Bench', price: 9800 }),
  catalogueProduct({
    id: '41',
    productName: 'Mango Wood Cabinet',
    category: 'Cabinet',
    price: 18900,
    avgRating: 3.5,
    reviewCount: 2,
  }),
  catalogueProduct({
    id: '42',
    productName: 'Teak Display Cabinet',
    category: 'Cabinet',
    price: 23900,
    avgRating: 4.5,
    reviewCount: 4,
  }),
];

export const fixture = (id: string): CatalogueProduct => {
  const product = FIXTURE_PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`no fixture ${id}`);
  return product;
};

/** `count` plain stools, for catalogues large enough for the server to page. */
export const manyStools = (count: number): CatalogueProduct[] =>
  Array.from({ length: count }, (_, i) =>
    catalogueProduct({ id: `s${i + 1}`, productName: `Stool no. ${i + 1}`, category: 'Bench', price: 1000 + i }),
  );
