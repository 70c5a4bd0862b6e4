import { matchRoute } from './matchRoute';

const moduleOf = (pathname: string) => {
  const route = matchRoute(pathname);
  return route.kind === 'remote' ? route.route.module : route.kind;
};

test('a server-rendered route matches as the shell’s router does (any case, trailing slash), with its parameters decoded', () => {
  expect(matchRoute('/shop/0%207')).toMatchObject({ kind: 'remote', params: { id: '0 7' } });
  expect(moduleOf('/Category/study-table/')).toBe('catalog/CategoryPage');
  expect(moduleOf('/home')).toBe('catalog/HomePage');
  expect(moduleOf('/shop/07/extra')).toBe('notFound');
  expect(moduleOf('/category/no-such-category')).toBe('notFound');
  expect(moduleOf('/shop/%E0%A4')).toBe('notFound');
});

test('the pages of one shopper or the admin are private; anything else is not found', () => {
  expect(matchRoute('/cart')).toEqual({ kind: 'private', title: 'Cart', module: 'cart/CartPage' });
  expect(matchRoute('/Order/abc/')).toMatchObject({ kind: 'private', title: 'Order confirmation' });
  expect(matchRoute('/nowhere')).toEqual({ kind: 'notFound' });
});
