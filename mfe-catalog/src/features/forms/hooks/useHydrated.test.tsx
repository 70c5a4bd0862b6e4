/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { useHydrated } from './useHydrated';

function AddButton() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Add to Cart
    </button>
  );
}

it('is false in the server’s HTML and while hydrating, true right after: the button cannot be pressed until it works', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<AddButton />);
  document.body.append(container);
  const button = screen.getByRole('button', { name: 'Add to Cart' });
  expect(button).toBeDisabled();
  const recoverable = jest.fn();

  const root = await act(async () => hydrateRoot(container, <AddButton />, { onRecoverableError: recoverable }));

  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBe(button);
  expect(button).toBeEnabled();
  act(() => root.unmount());
  container.remove();
});

it('is true at once for a page rendered in the browser', () => {
  render(<AddButton />);
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});
