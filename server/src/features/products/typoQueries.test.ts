/**
 * The bench's misspelt searches (tooling/typo-queries.js) against the seed catalogue with 10,000
 * stand-in products beside it, through the search the API runs: each finds its product in the top 5.
 */
import path from 'node:path';
import type { CatalogueProduct } from 'shared-contracts';
import { createProductSearch } from 'shared-contracts/catalogue';
import { SEED_PRODUCTS } from './seed/products';

const tooling = path.resolve(__dirname, '../../../../tooling');
const { TYPO_QUERIES } = require(path.join(tooling, 'typo-queries.js')) as {
  TYPO_QUERIES: ReadonlyArray<{ query: string; finds: readonly string[] }>;
};
const { sampleProducts } = require(path.join(tooling, 'sample-products.js')) as {
  sampleProducts(count: number, idPrefix: string): CatalogueProduct[];
};

it('finds the product of each of the 20 misspelt searches in the top 5 among 10,062 products', () => {
  const catalogue = [
    ...SEED_PRODUCTS.map((p): CatalogueProduct => ({
      ...p,
      stock: 5,
      status: 'active',
      createdAt: '',
      updatedAt: '',
      reviewCount: 0,
    })),
    ...sampleProducts(10_000, 'bench'),
  ];
  const search = createProductSearch<CatalogueProduct>();
  const misses = TYPO_QUERIES.filter(
    ({ query, finds }) =>
      !search
        .rank(catalogue, query)
        .slice(0, 5)
        .some((p) => finds.includes(p.id)),
  );
  expect(TYPO_QUERIES).toHaveLength(20);
  expect(misses).toEqual([]);
});
