/**
 * Stand-in stored products for scale runs (the bench seeds them, the shop-scale journey serves
 * them): plain side tables with every CatalogueProduct field, ids `<prefix>-00000` upwards; every
 * seventh is out of stock and a few are nearly sold out, as in a real shop.
 */
const WOODS = ['Teak', 'Mango', 'Oak', 'Sheesham'];

/** @returns {Array<import('../shared-contracts/src/types').CatalogueProduct>} */
function sampleProducts(count, idPrefix) {
  return Array.from({ length: count }, (_, i) => ({
    id: `${idPrefix}-${String(i).padStart(5, '0')}`,
    productName: `${WOODS[i % WOODS.length]} Side Table No. ${i}`,
    imgUrl: '',
    category: i % 2 ? 'Chair' : 'Bench',
    price: 1500 + i,
    shortDesc: 'A side table.',
    description: 'A side table made in our workshop.',
    reviews: [],
    avgRating: 0,
    reviewCount: 0,
    stock: i % 7 === 0 ? 0 : (i * 13) % 40,
    status: 'active',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
}

module.exports = { sampleProducts };
