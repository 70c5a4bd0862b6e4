const { createAppConfig } = require('../tooling/webpack');
const { apps, remoteNames } = require('../tooling/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: remoteNames['mfe-admin'],
  port: apps['mfe-admin'],
  exposes: {
    './DashboardPage': './src/pages/DashboardPage.tsx',
    './AddProductsPage': './src/pages/AddProductsPage.tsx',
    './UsersPage': './src/pages/UsersPage.tsx',
    './ProductsPage': './src/pages/ProductsPage.tsx',
    './EditProductPage': './src/pages/EditProductPage.tsx',
    './OrdersPage': './src/pages/OrdersPage.tsx',
    './OrderPage': './src/pages/OrderPage.tsx',
    './DeliveryPage': './src/pages/DeliveryPage.tsx',
    './CouponsPage': './src/pages/CouponsPage.tsx',
    './SettingsPage': './src/pages/SettingsPage.tsx',
  },
});
