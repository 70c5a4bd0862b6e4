import { authSessions, publishAuthSession, type AuthSessionState } from './auth-session';

const session = (uid: string) => ({ uid, getIdToken: async () => `token-${uid}` });

describe('auth session store', () => {
  it('starts unknown, then tells subscribers about each change of user once', () => {
    expect(authSessions.current()).toBeUndefined();
    const seen: Array<string | null | undefined> = [];
    const stop = authSessions.subscribe((s: AuthSessionState) =>
      seen.push(s === undefined ? undefined : (s?.uid ?? null)),
    );

    publishAuthSession(null);
    publishAuthSession(null);
    publishAuthSession(session('a'));
    publishAuthSession(session('a')); // the same user again (signIn, then onAuthStateChanged)
    publishAuthSession(session('b'));
    publishAuthSession(null);

    expect(seen).toEqual([null, 'a', 'b', null]);
    expect(authSessions.current()).toBeNull();
    stop();
    publishAuthSession(session('c'));
    expect(seen).toHaveLength(4);
    expect(authSessions.current()?.uid).toBe('c');
  });

  it('is one store per page even when the module is loaded twice (shell bundle and shared copy)', () => {
    let other: typeof import('./auth-session') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./auth-session')>('./auth-session');
    });
    other?.publishAuthSession(session('d'));
    expect(authSessions.current()?.uid).toBe('d');
  });
});
