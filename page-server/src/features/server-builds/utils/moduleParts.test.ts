import { moduleParts } from './moduleParts';

test('a module names its remote and its expose', () => {
  expect(moduleParts('catalog/PrivacyPolicyPage')).toEqual({ remote: 'catalog', expose: './PrivacyPolicyPage' });
  expect(moduleParts('shell/ServerApp')).toEqual({ remote: 'shell', expose: './ServerApp' });
});
