import { act, renderHook } from '@testing-library/react';
import { showToast } from 'shared-contracts/toast';
import { deferred } from '../test/deferred';
import { useAccountSubmit, type AccountOutcome } from './useAccountSubmit';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));
const navigate = jest.fn();
jest.mock('shared-contracts/router', () => ({ useNavigate: () => navigate }));

const FAILED = 'Could not send. Please try again.';

function renderSubmit(send: (input: string) => Promise<AccountOutcome>) {
  return renderHook(() => useAccountSubmit(send, FAILED));
}

describe('useAccountSubmit', () => {
  it('toasts success and goes to the page the outcome names', async () => {
    const send = jest.fn(async (): Promise<AccountOutcome> => ({ ok: true, message: 'Done.', goTo: '/next' }));
    const { result } = renderSubmit(send);
    await act(() => result.current.submit('input'));

    expect(send).toHaveBeenCalledWith('input');
    expect(showToast).toHaveBeenCalledWith('success', 'Done.');
    expect(navigate).toHaveBeenCalledWith('/next', { replace: true });
  });

  it('toasts a refusal as an error and stays', async () => {
    const { result } = renderSubmit(async () => ({ ok: false, message: 'Verify your email first.' }));
    await act(() => result.current.submit('input'));

    expect(showToast).toHaveBeenCalledWith('error', 'Verify your email first.');
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts a rejection’s message, or the fallback when it has none', async () => {
    const send = jest.fn<Promise<AccountOutcome>, [string]>();
    const { result } = renderSubmit(send);
    send.mockRejectedValueOnce(new Error('Wrong email or password.'));
    await act(() => result.current.submit('input'));
    send.mockRejectedValueOnce({});
    await act(() => result.current.submit('input'));

    expect(showToast).toHaveBeenNthCalledWith(1, 'error', 'Wrong email or password.');
    expect(showToast).toHaveBeenNthCalledWith(2, 'error', FAILED);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends once while pending, and does not navigate after the form has gone', async () => {
    const call = deferred<AccountOutcome>();
    const send = jest.fn(() => call.promise);
    const { result, unmount } = renderSubmit(send);

    let first!: Promise<void>;
    act(() => {
      first = result.current.submit('input');
      void result.current.submit('input');
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);

    unmount();
    await act(async () => {
      call.resolve({ ok: true, message: 'Done.', goTo: '/next' });
      await first;
    });
    expect(showToast).toHaveBeenCalledWith('success', 'Done.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
