import { catalogueProduct } from '../../../test/productFixtures';
import { removeProduct, replaceListed, uniqueById, upsertProduct } from './productList';

const p = (id: string, productName = id) => catalogueProduct({ id, productName });
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

it('upserts in place or appends', () => {
  expect(ids(upsertProduct([p('a'), p('b')], p('c')))).toEqual(['a', 'b', 'c']);
  expect(upsertProduct([p('a'), p('b')], p('a', 'new')).map((x) => x.productName)).toEqual(['new', 'b']);
});

it('replaces only a listed product and drops by id, returning the same list when nothing changed', () => {
  const list = [p('a'), p('b')];
  expect(replaceListed(list, p('c'))).toBe(list);
  expect(replaceListed(list, p('b', 'B2')).map((x) => x.productName)).toEqual(['a', 'B2']);
  expect(removeProduct(list, 'zz')).toBe(list);
  expect(ids(removeProduct(list, 'a'))).toEqual(['b']);
});

it('joins pages without repeats, first position wins', () => {
  expect(ids(uniqueById([p('a'), p('b'), p('b'), p('c'), p('a')]))).toEqual(['a', 'b', 'c']);
});
