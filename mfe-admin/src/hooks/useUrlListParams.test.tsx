import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'shared-contracts/router';
import { withQuery } from '../api/withQuery';
import { oneOf, pageParam, readPage, useUrlListParams } from './useUrlListParams';

interface ChairParams {
  q: string;
  wood: 'oak' | 'teak' | null;
  page: number;
}
const readChairs = (query: URLSearchParams): ChairParams => ({
  q: query.get('q') ?? '',
  wood: oneOf(['oak', 'teak'], query.get('wood')),
  page: readPage(query),
});
const writeChairs = ({ q, wood, page }: ChairParams) =>
  withQuery('', { q, wood: wood ?? undefined, page: pageParam(page) });

function renderChairs(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useUrlListParams(readChairs, writeChairs), location: useLocation() }), { wrapper });
}

describe('useUrlListParams', () => {
  it('reads the query, leaving out nonsense: page 1 and no filter', () => {
    expect(renderChairs('/chairs?q=arm&wood=pine&page=-2').result.current.list.params).toEqual({
      q: 'arm',
      wood: null,
      page: 1,
    });
  });

  it('links other pages of the same results; page 1 leaves the page out', () => {
    const { result } = renderChairs('/chairs?wood=oak&page=3');
    expect(result.current.list.params.page).toBe(3);
    expect(result.current.list.pageHref(4)).toBe('?wood=oak&page=4');
    expect(result.current.list.pageHref(1)).toBe('?wood=oak');
  });

  it('a new filter starts again at page 1', () => {
    const { result } = renderChairs('/chairs?q=arm&page=3');
    act(() => result.current.list.update({ wood: 'teak' }));
    expect(result.current.location.search).toBe('?q=arm&wood=teak');
    expect(result.current.list.params).toEqual({ q: 'arm', wood: 'teak', page: 1 });
  });
});
