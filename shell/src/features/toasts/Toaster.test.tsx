import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { toast } from 'react-toastify';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('is there from the first render: a toast raised right after shows at once', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Product added to cart successfully');
    });
    expect(await screen.findByText('Product added to cart successfully')).toBeInTheDocument();
  });

  it('grows a toast in where it stands, not sliding in from off the screen (nothing of a tap would show meanwhile)', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added');
    });
    const shown = (await screen.findByText('Added')).closest('.Toastify__toast');
    expect(shown).toHaveClass('Toastify__zoom-enter');
    expect(shown).not.toHaveClass('Toastify__bounce-enter--top-right');
  });

  it('renders on the server as the empty live region the browser hydrates', () => {
    const html = renderToString(<Toaster />);
    expect(html).toContain('class="Toastify"');
    expect(html).toContain('aria-live="polite"');
  });
});
