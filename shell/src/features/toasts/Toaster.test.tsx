import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { IDLE_FALLBACK_DELAY_MS } from 'shared-contracts/idle';
import { Toaster } from './Toaster';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('mounts after the first page, a painted frame and an idle moment, then shows a toast raised before', async () => {
    const { container } = render(<Toaster after={Promise.resolve()} />);
    act(() => {
      toast.success('Logged out successfully');
    });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Logged out successfully')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS);
    });
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });
});
