const { createAppConfig } = require('../tooling/webpack');
const { apps, remoteNames } = require('../tooling/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: remoteNames['mfe-catalog'],
  port: apps['mfe-catalog'],
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './ShopPage': './src/pages/ShopPage.tsx',
    './ProductPage': './src/pages/ProductPage.tsx',
    './CategoryPage': './src/pages/CategoryPage.tsx',
    './AboutPage': './src/pages/AboutPage.tsx',
    './PrivacyPolicyPage': './src/pages/PrivacyPolicyPage.tsx',
  },
});
