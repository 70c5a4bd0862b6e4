import type { Product } from 'shared-contracts';
import { mergeLoaded, upsertProduct, withBuiltIns } from './remoteProducts';
import { toProduct, toProducts } from '../api/remoteProduct';

const p = (id: string, productName = id): Product => ({ id, productName, imgUrl: '', category: 'Sofa', price: 1, shortDesc: '', description: '', reviews: [], avgRating: 0 });
const ids = (list: readonly Product[]) => list.map((x) => x.id);

it('upserts in place or appends', () => {
  expect(ids(upsertProduct([p('a'), p('b')], p('c')))).toEqual(['a', 'b', 'c']);
  expect(upsertProduct([p('a'), p('b')], p('a', 'new')).map((x) => x.productName)).toEqual(['new', 'b']);
});

it('merges a loaded list with products that arrived since, without duplicates', () => {
  expect(ids(mergeLoaded([p('a'), p('b')], [p('b'), p('c')]))).toEqual(['a', 'b', 'c']);
});

it('puts built-ins first and never lets a remote product shadow one', () => {
  expect(ids(withBuiltIns([p('01'), p('02')], [p('x'), p('01')]))).toEqual(['01', '02', 'x']);
});

it('keeps only well-formed remote products, with defaults', () => {
  expect(toProduct({ id: 'x', productName: 'Teak stool', price: 999 })).toEqual({
    id: 'x', productName: 'Teak stool', price: 999, imgUrl: '', category: '', shortDesc: '', description: '', reviews: [], avgRating: 0,
  });
  expect(toProducts([{ id: 'x' }, null, { id: 'y', productName: 'Y', price: 5, reviews: [{ rating: 4, text: 'ok' }, { bad: 1 }] }])).toEqual([
    expect.objectContaining({ id: 'y', reviews: [{ rating: 4, text: 'ok' }] }),
  ]);
  expect(toProducts({ not: 'a list' })).toEqual([]);
});
