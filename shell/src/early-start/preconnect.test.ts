import { preconnect } from './preconnect';

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

test('adds a CORS preconnect to the origin of the URL', () => {
  preconnect('https://api.shop.example.in/api/products');
  const link = document.head.querySelector('link[rel="preconnect"]');
  expect(link?.getAttribute('href')).toBe('https://api.shop.example.in');
  expect(link?.hasAttribute('crossorigin')).toBe(true);
});

it.each([[undefined], [42], ['not a url'], ['javascript:alert(1)']])('adds nothing for %p', (url) => {
  preconnect(url);
  expect(document.head.querySelector('link')).toBeNull();
});
