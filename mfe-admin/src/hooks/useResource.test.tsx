import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext, SIGNED_OUT, type AuthContextValue } from 'shared-contracts/react';
import { SIGNED_IN_ADMIN } from '../test/renderAdmin';
import { useResource, type ResourceOptions } from './useResource';

function signedIn(user = SIGNED_IN_ADMIN.user) {
  const value: AuthContextValue = {
    ...SIGNED_OUT,
    ...SIGNED_IN_ADMIN,
    user,
    getIdToken: async () => 't',
    logout: jest.fn(),
  };
  return ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
}

/** A load whose answers the test gives one at a time, once the hook has asked. */
function controlledLoad() {
  const asked: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(() => new Promise<string>((resolve, reject) => asked.push({ resolve, reject })));
  const next = async () => {
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    return asked.shift()!;
  };
  return {
    load,
    answer: async (value: string) => (await next()).resolve(value),
    fail: async (message: string) => (await next()).reject(new Error(message)),
  };
}

const mount = (key: string[], load: () => Promise<string>, options?: ResourceOptions, wrapper = signedIn()) =>
  renderHook(() => useResource(key, load, options), { wrapper });

describe('useResource', () => {
  it('is loading, then ready; a failure is its message, and Retry loads again', async () => {
    const { load, answer, fail } = controlledLoad();
    const { result } = mount(['users'], load);
    expect(result.current.state).toEqual({ status: 'loading' });
    await fail('The server is busy.');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: 'The server is busy.' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loading' }));
    await answer('Asha, Ravi');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'Asha, Ravi' }));
  });

  it('shows a list read before at once when its page comes back, and reads it again', async () => {
    const { load, answer } = controlledLoad();
    const first = mount(['orders', 'page 1'], load);
    await answer('order 1');
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: 'order 1' }));
    first.unmount();

    const again = mount(['orders', 'page 1'], load);
    expect(again.result.current.state).toEqual({ status: 'ready', data: 'order 1' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await answer('order 1, order 2');
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'ready', data: 'order 1, order 2' }));
  });

  it("reads an editor's source afresh on every visit, never from an older copy", async () => {
    const { load, answer } = controlledLoad();
    const first = mount(['gst-settings'], load, { editing: true });
    await answer('GSTIN 29ABCDE1234F1Z5');
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: 'GSTIN 29ABCDE1234F1Z5' }));
    first.unmount();

    const again = mount(['gst-settings'], load, { editing: true });
    expect(again.result.current.state).toEqual({ status: 'loading' });
    await answer('GSTIN 27ABCDE1234F1Z9');
    await waitFor(() => expect(again.result.current.state).toEqual({ status: 'ready', data: 'GSTIN 27ABCDE1234F1Z9' }));
  });

  it('keeps one admin’s answers from another signed in after', async () => {
    const { load, answer } = controlledLoad();
    const first = mount(['users'], load);
    await answer('as Asha sees them');
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: 'as Asha sees them' }));
    first.unmount();

    const other = mount(['users'], load, {}, signedIn({ ...SIGNED_IN_ADMIN.user, uid: 'admin-2' }));
    expect(other.result.current.state).toEqual({ status: 'loading' });
    await answer('as the second admin sees them');
    await waitFor(() =>
      expect(other.result.current.state).toEqual({ status: 'ready', data: 'as the second admin sees them' }),
    );
  });

  it('update changes what is shown and what a later visit starts from', async () => {
    const { load, answer } = controlledLoad();
    const first = mount(['coupons'], load);
    await answer('DIWALI10, WELCOME');
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: 'DIWALI10, WELCOME' }));
    act(() => first.result.current.update((coupons) => coupons.replace(', WELCOME', '')));
    await waitFor(() => expect(first.result.current.state).toEqual({ status: 'ready', data: 'DIWALI10' }));
    first.unmount();

    const again = mount(['coupons'], load);
    expect(again.result.current.state).toEqual({ status: 'ready', data: 'DIWALI10' });
  });
});
