import { pageCaption, pagePosition } from './pagePosition';

it('places a page: rows, page number and count; nothing shown yet is page 1 of 1', () => {
  expect(pagePosition({ offset: 40, total: 62 }, 20, 20)).toEqual({
    first: 41,
    last: 60,
    total: 62,
    page: 3,
    pages: 4,
  });
  expect(pagePosition({ offset: 60, total: 62 }, 2, 20)).toEqual({ first: 61, last: 62, total: 62, page: 4, pages: 4 });
  expect(pagePosition({ offset: 0, total: 0 }, 0, 20)).toEqual({ first: 1, last: 0, total: 0, page: 1, pages: 1 });
  expect(pagePosition(null, 0, 20)).toEqual({ first: 0, last: 0, total: 0, page: 1, pages: 1 });
});

it('captions a page with its rows and the total', () => {
  expect(pageCaption('Orders', pagePosition({ offset: 20, total: 62 }, 20, 20))).toBe('Orders 21–40 of 62');
});
