/**
 * Stand-in stored products for scale runs (the bench seeds them, the shop-scale journey serves
 * them): plain side tables with every CatalogueProduct field, ids `<prefix>-00000` upwards; every
 * seventh is out of stock and a few are nearly sold out, as in a real shop.
 */
const path = require('path');

const WOODS = ['Teak', 'Mango', 'Oak', 'Sheesham'];

/** Ratings of a shop whose shoppers review: none, 3.5, 4.2 and 4.8 stars in turn. */
const RATINGS = [
  { avgRating: 0, reviewCount: 0 },
  { avgRating: 3.5, reviewCount: 4 },
  { avgRating: 4.2, reviewCount: 12 },
  { avgRating: 4.8, reviewCount: 31 },
];

/**
 * @param {{ rated?: boolean }} [options] rated: the products carry review ratings (the faceted
 *   pages' bench filters by them); unrated by default, as the other scale runs measured them.
 * @returns {Array<import('../shared-contracts/src/types').CatalogueProduct>}
 */
function sampleProducts(count, idPrefix, { rated = false } = {}) {
  return Array.from({ length: count }, (_, i) => ({
    id: `${idPrefix}-${String(i).padStart(5, '0')}`,
    productName: `${WOODS[i % WOODS.length]} Side Table No. ${i}`,
    imgUrl: '',
    category: i % 2 ? 'Chair' : 'Bench',
    price: 1500 + i,
    shortDesc: 'A side table.',
    description: 'A side table made in our workshop.',
    reviews: [],
    ...(rated ? RATINGS[i % RATINGS.length] : RATINGS[0]),
    stock: i % 7 === 0 ? 0 : (i * 13) % 40,
    status: 'active',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
}

/**
 * Writes `count` sample products into a data folder's store through the server's own storage
 * module (the same rows the API writes), before the server starts there. Needs the server built.
 * @returns {Promise<string[]>} their ids
 */
async function seedSampleProducts(dataDir, count, idPrefix, options) {
  const { openSqliteStorage } = require(path.join(__dirname, '..', 'server/dist/storage/sqlite.js'));
  const storage = openSqliteStorage({ dataDir });
  const products = sampleProducts(count, idPrefix, options);
  try {
    for (const { id, ...product } of products) await storage.docs.put('products', id, product);
  } finally {
    await storage.close();
  }
  return products.map((product) => product.id);
}

module.exports = { sampleProducts, seedSampleProducts };
