const { createAppConfig } = require('../tooling/webpack');
const { apps, remoteNames } = require('../tooling/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: remoteNames['mfe-account'],
  port: apps['mfe-account'],
  exposes: {
    './SignupPage': './src/pages/SignupPage.tsx',
    './LoginPage': './src/pages/LoginPage.tsx',
    './ForgotPasswordPage': './src/pages/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
    './AccountPage': './src/pages/AccountPage.tsx',
    './AddressesPage': './src/pages/AddressesPage.tsx',
  },
});
