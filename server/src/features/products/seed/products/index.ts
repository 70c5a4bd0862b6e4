/** The 62 seed products (ids "01".."62"), in catalogue order: written to an empty store on first start. */
import type { Product } from 'shared-contracts';
import { BENCHES } from './benches';
import { DOUBLE_BEDS, SINGLE_BEDS } from './beds';
import { CABINETS } from './cabinets';
import { CHAIRS } from './chairs';
import { DOUBLE_DOOR_CUPBOARDS, SINGLE_DOOR_CUPBOARDS } from './cupboards';
import { defineProduct } from './define';
import { MATTRESSES } from './mattresses';
import { SOFAS } from './sofas';
import { LAPTOP_TABLES, STUDY_TABLES } from './tables';

const SEEDS = [
  ...CHAIRS,
  ...SOFAS,
  ...BENCHES,
  ...CABINETS,
  ...STUDY_TABLES,
  ...LAPTOP_TABLES,
  ...SINGLE_DOOR_CUPBOARDS,
  ...DOUBLE_DOOR_CUPBOARDS,
  ...SINGLE_BEDS,
  ...DOUBLE_BEDS,
  ...MATTRESSES,
];

export const SEED_PRODUCTS: readonly Product[] = Object.freeze(SEEDS.map(defineProduct));

const byId = new Map(SEED_PRODUCTS.map((product) => [product.id, product]));

/** A seed product by id ("07"), or null (tests and the seed command). */
export const findSeedProduct = (id: string): Product | null => byId.get(id) ?? null;
