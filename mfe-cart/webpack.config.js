const { createAppConfig } = require('../tooling/webpack');
const { apps, remoteNames } = require('../tooling/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: remoteNames['mfe-cart'],
  port: apps['mfe-cart'],
  exposes: {
    './CartPage': './src/pages/CartPage.tsx',
    './WishlistPage': './src/pages/WishlistPage.tsx',
    './CheckoutPage': './src/pages/CheckoutPage.tsx',
    './OrderPage': './src/pages/OrderPage.tsx',
    './OrdersPage': './src/pages/OrdersPage.tsx',
    './runtime': './src/runtime/index.ts',
  },
});
