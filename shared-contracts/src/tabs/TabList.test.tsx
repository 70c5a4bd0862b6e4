import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabList } from './TabList';

type Tab = 'description' | 'reviews' | 'care';
const TABS = [
  { id: 'description', label: 'Description' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'care', label: 'Care' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<Tab>('description');
  return (
    <TabList
      label="Product information"
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      tabId={(id) => `t-${id}`}
      panelId={(id) => `p-${id}`}
      classPrefix="x-tabs"
    />
  );
}

const selectedName = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

it('is one tab stop whose arrows (wrapping), Home and End move focus and selection', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Product information' })).toBeTruthy();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  expect(tabs[1]?.getAttribute('aria-controls')).toBe('p-reviews');

  fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
  expect(selectedName()).toBe('Care');
  expect(document.activeElement).toBe(tabs[2]);
  fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
  expect(selectedName()).toBe('Description');
  fireEvent.keyDown(tabs[0]!, { key: 'End' });
  expect(selectedName()).toBe('Care');
  fireEvent.keyDown(tabs[2]!, { key: 'Home' });
  expect(selectedName()).toBe('Description');
  fireEvent.keyDown(tabs[0]!, { key: 'a' });
  expect(selectedName()).toBe('Description');

  fireEvent.click(tabs[1]!);
  expect(selectedName()).toBe('Reviews');
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  expect(tabs[1]?.className).toBe('x-tabs__tab x-tabs__tab--active');
});
