/** How the seed products are written down: a compact seed turned into a full Product. */
import type { Product, ProductCategory, Review } from 'shared-contracts';
import { productImageUrl, type ArtSpec, type WoodName } from '../art';
import { averageRating } from 'shared-contracts/catalogue';

export type ProductSeed = {
  [C in ProductCategory]: {
    id: string;
    name: string;
    category: C;
    /** Rupees. */
    price: number;
    art: ArtSpec<C>;
    short: string;
    /** The product-specific part of the long description; a note on the wood follows it. */
    details: string;
    reviews?: Review[];
  };
}[ProductCategory];

/** What each wood is and how to look after it, appended to every wooden product's description. */
const WOOD_NOTES: Record<WoodName, string> = {
  teak: 'Built from seasoned teak, naturally rich in oils that keep out moisture and termites, and finished with a hand-rubbed melamine lacquer.',
  sheesham:
    'Made of kiln-dried sheesham (Indian rosewood) with its dark, wavy grain. Dust with a dry cotton cloth and keep it out of direct sun.',
  walnut: 'Solid hardwood in a deep walnut finish, sealed with a low-VOC PU coat that shrugs off daily use.',
  mango:
    'Crafted from plantation mango wood, taken only from trees that no longer bear fruit, in a light honey finish.',
  oak: 'Made from solid oak in a natural matte finish that lets the straight grain show.',
  rosewood: 'Hand-carved from dense rosewood and polished by hand to a warm lustre that deepens with the years.',
};

const MATTRESS_NOTE = 'Comes with a zipped, washable cotton cover and rolls flat for delivery to upper floors.';

function describe(seed: ProductSeed): string {
  const note = 'wood' in seed.art ? WOOD_NOTES[seed.art.wood] : MATTRESS_NOTE;
  return `${seed.details} ${note}`;
}

export function defineProduct(seed: ProductSeed): Product {
  const reviews = seed.reviews ?? [];
  return {
    id: seed.id,
    productName: seed.name,
    imgUrl: productImageUrl(seed.category, seed.art as ArtSpec<typeof seed.category>, seed.name),
    category: seed.category,
    price: seed.price,
    shortDesc: seed.short,
    description: describe(seed),
    reviews,
    avgRating: averageRating(reviews),
  };
}
