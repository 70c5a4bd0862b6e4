import { act, renderHook } from '@testing-library/react';
import type { CatalogueProduct } from 'shared-contracts';
import { useChosenVariant } from './useChosenVariant';

/** The router's search params, as a test sets them; writing them does nothing until the test says (a slow navigation). */
const router = { params: new URLSearchParams(), written: [] as string[] };
jest.mock('shared-contracts/router', () => ({
  useSearchParams: () => [
    router.params,
    (next: (current: URLSearchParams) => URLSearchParams) => router.written.push(next(router.params).toString()),
  ],
}));

const sofa: Pick<CatalogueProduct, 'options' | 'variants'> = {
  options: [{ name: 'Finish', values: ['Teak', 'Honey'] }],
  variants: [
    { sku: 'S-TEAK', optionValues: ['Teak'], price: 100, stock: 2, status: 'active' },
    { sku: 'S-HONEY', optionValues: ['Honey'], price: 120, stock: 2, status: 'active' },
  ],
};

beforeEach(() => {
  router.params = new URLSearchParams();
  router.written = [];
});

it('shows a choice at once while the URL is still being written, and lets the URL decide once it moves', () => {
  const { result, rerender } = renderHook(() => useChosenVariant(sofa));
  expect(result.current.variant?.sku).toBe('S-TEAK');
  act(() => result.current.choose('S-HONEY'));
  // The navigation has not landed: the choice shows anyway, and the URL is asked for.
  expect(result.current.variant?.sku).toBe('S-HONEY');
  expect(router.written).toEqual(['variant=S-HONEY']);
  // The URL moves elsewhere (Back, a link): it decides.
  router.params = new URLSearchParams('variant=S-TEAK');
  rerender();
  expect(result.current.variant?.sku).toBe('S-TEAK');
});
