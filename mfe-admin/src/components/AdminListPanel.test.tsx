import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DELAY_MS } from '../hooks/useDebouncedSearch';
import { renderAdmin } from '../test/renderAdmin';
import { AdminListPanel, type AdminListPanelProps } from './AdminListPanel';
import { FilterSelect } from './FilterSelect';

type Colour = 'oak' | 'teak';
const COLOURS: ReadonlyArray<readonly [Colour | '', string]> = [
  ['', 'Any colour'],
  ['oak', 'Oak'],
  ['teak', 'Teak'],
];

function setup(props: Partial<AdminListPanelProps> = {}) {
  const onSearch = jest.fn();
  const onColour = jest.fn();
  renderAdmin(
    <AdminListPanel
      title="Chairs"
      headingLevel={1}
      search={{ label: 'Search chairs', placeholder: 'Name', value: '', onSearch }}
      filters={<FilterSelect label="Colour" value="" options={COLOURS} onChange={onColour} />}
      {...props}
    >
      <p>the results</p>
    </AdminListPanel>,
    { path: '/chairs' },
  );
  return { onSearch, onColour };
}

describe('AdminListPanel', () => {
  afterEach(() => jest.useRealTimers());

  it('titles the list and names its filter bar (a search landmark) after it', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Chairs' })).toContainElement(screen.getByText('the results'));
    expect(screen.getByRole('heading', { level: 1, name: 'Chairs' })).not.toHaveAttribute('tabindex');
    const bar = screen.getByRole('search', { name: 'Chairs' });
    expect(within(bar).getByRole('searchbox', { name: 'Search chairs' })).toHaveAttribute('placeholder', 'Name');
    expect(within(bar).getByRole('combobox', { name: 'Colour' })).toBeInTheDocument();
  });

  it('searches at once on Enter (the filter form submits), without waiting for typing to pause', async () => {
    jest.useFakeTimers();
    const { onSearch } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search chairs' }), ' teak {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('teak');
    // The submitted search is not written a second time when the pause would have ended.
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('the results')).toBeInTheDocument();
  });

  it('searches once typing pauses, and a select reports only its options’ values', async () => {
    const { onSearch, onColour } = setup();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search chairs' }), 'oak');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS)));
    expect(onSearch).toHaveBeenCalledWith('oak');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Teak');
    expect(onColour).toHaveBeenCalledWith('teak');
  });

  it('has no filter bar without a search, and a heading focusable from script when asked for', () => {
    const heading = { current: null as HTMLHeadingElement | null };
    setup({ search: undefined, headingLevel: 2, headingRef: heading });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(heading.current).toBe(screen.getByRole('heading', { level: 2, name: 'Chairs' }));
    expect(heading.current).toHaveAttribute('tabindex', '-1');
  });

  it('pages with real buttons, named Previous and Next, that work from the keyboard', async () => {
    const onSelect = jest.fn();
    setup({ pager: { label: 'Chair pages', page: 2, pages: 3, onSelect } });
    const pager = screen.getByRole('navigation', { name: 'Chair pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect([previous.tagName, previous.getAttribute('type'), next.tagName, next.getAttribute('type')]).toEqual([
      'BUTTON',
      'button',
      'BUTTON',
      'button',
    ]);
    const user = userEvent.setup();
    next.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(3);
    previous.focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('pages with links when the page lives in the URL; no Previous on the first page, no pager for one page', () => {
    setup({ pager: { label: 'Chair pages', page: 1, pages: 2, hrefOf: (page) => `?page=${page}` } });
    const pager = screen.getByRole('navigation', { name: 'Chair pages' });
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/chairs?page=2');
    expect(within(pager).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('shows no pager when everything fits on one page', () => {
    setup({ pager: { label: 'Chair pages', page: 1, pages: 1, onSelect: jest.fn() } });
    expect(screen.queryByRole('navigation', { name: 'Chair pages' })).not.toBeInTheDocument();
  });
});
