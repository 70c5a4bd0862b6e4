/** What the catalogue remote exposes: one list for its federation container and its server build. */
module.exports = {
  './HomePage': './src/pages/HomePage.tsx',
  './ShopPage': './src/pages/ShopPage.tsx',
  './ProductPage': './src/pages/ProductPage.tsx',
  './CategoryPage': './src/pages/CategoryPage.tsx',
  './AboutPage': './src/pages/AboutPage.tsx',
  './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
};
