/**
 * Stand-in remote products for scale runs (the bench seeds them, the shop-scale journey serves
 * them): plain side tables with every Product field, ids `<prefix>-00000` upwards.
 */
const WOODS = ['Teak', 'Mango', 'Oak', 'Sheesham'];

/** @returns {Array<import('../shared-contracts/src/types').Product>} */
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
  }));
}

module.exports = { sampleProducts };
