/** The 62 built-in products (ids "01".."62"), in catalogue order. */
import type { Product } from '../../types';
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

export const BUILT_IN_PRODUCTS: readonly Product[] = Object.freeze(SEEDS.map(defineProduct));

const byId = new Map(BUILT_IN_PRODUCTS.map((product) => [product.id, product]));

/** A built-in product by id ("07"), or null. The server prices orders with it. */
export const findBuiltInProduct = (id: string): Product | null => byId.get(id) ?? null;
