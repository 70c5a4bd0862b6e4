import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { API_PATHS, ApiError, createApiClient, type CreateUserRequest, type MeResponse } from '../api';
import { publishAuthSession } from '../auth-session';
import type { StorefrontConfig } from '../config';
import { clearCart, clearWishlist } from '../events';
import type { Role } from '../types';
import {
  AuthContext,
  type AuthContextValue,
  type SessionUser,
  type SignInInput,
  type SignUpInput,
} from '../react/auth-context';
import { readableAuthError } from './auth-errors';
import type { User } from './firebase-session';
import { useAccountActions } from './useAccountActions';

type Session = typeof import('./firebase-session');

interface State {
  user: SessionUser | null;
  role: Role | null;
  loading: boolean;
}

/** Where Firebase's browserLocalPersistence keeps the signed-in user of the default app. */
const persistedSessionKey = (apiKey: string): string => `firebase:authUser:${apiKey}:[DEFAULT]`;

/** False only when we can see there is no kept session (storage readable and the key absent). */
function mayHaveSession(apiKey: string): boolean {
  try {
    return window.localStorage.getItem(persistedSessionKey(apiKey)) !== null;
  } catch {
    return true;
  }
}

/** Tells non-React code (the cart runtime) who is signed in; only verified users count. */
const announceSession = (user: User | null): void =>
  publishAuthSession(user && user.emailVerified ? { uid: user.uid, getIdToken: () => user.getIdToken() } : null);

const toSessionUser = (user: User, displayName: string | null): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: displayName ?? user.displayName,
  emailVerified: user.emailVerified,
  photoURL: user.photoURL,
});

/** Provides the auth context backed by Firebase Auth and the server's user record. */
export function FirebaseAuthProvider({ config, children }: { config: StorefrontConfig; children: ReactNode }) {
  const [state, setStateNow] = useState<State>({ user: null, role: null, loading: true });
  // The session settles as a transition: an urgent update of this context above a server-rendered
  // page whose boundary is still hydrating would make React drop the server's HTML for a skeleton;
  // a transition waits for the page instead.
  const setState = useCallback((next: State) => startTransition(() => setStateNow(next)), []);
  // Firebase (≈ 45 KB gzip) is loaded only once there may be a session: one kept from an earlier
  // visit, or a sign-in/sign-up starting. A guest's visit never downloads it.
  const [firebaseWanted, setFirebaseWanted] = useState(() => mayHaveSession(config.firebase.apiKey));
  const sessionRef = useRef<Promise<Session> | null>(null);
  const currentUser = useRef<User | null>(null);

  const session = useCallback((): Promise<Session> => {
    sessionRef.current ??= import('./firebase-session');
    setFirebaseWanted(true);
    return sessionRef.current;
  }, []);

  // Another tab signing in writes the persisted session: start listening here too.
  useEffect(() => {
    if (firebaseWanted) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === persistedSessionKey(config.firebase.apiKey) && event.newValue) setFirebaseWanted(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [config.firebase.apiKey, firebaseWanted]);

  const getIdToken = useCallback(async () => (currentUser.current ? currentUser.current.getIdToken() : null), []);
  const api = useMemo(
    () => createApiClient({ baseUrl: config.apiBaseUrl, getIdToken }),
    [config.apiBaseUrl, getIdToken],
  );

  const loadProfile = useCallback(async (): Promise<MeResponse | null> => {
    try {
      return await api<MeResponse>('GET', API_PATHS.me);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, [api]);

  useEffect(() => {
    if (!firebaseWanted) {
      announceSession(null);
      setState({ user: null, role: null, loading: false });
      return undefined;
    }
    let stop = () => {};
    let cancelled = false;
    void session().then(({ firebaseAuth, firebaseOps }) => {
      if (cancelled) return;
      const auth = firebaseAuth(config.firebase);
      stop = firebaseOps.onAuthStateChanged(auth, (user) => {
        currentUser.current = user;
        announceSession(user);
        if (!user || !user.emailVerified) {
          setState({ user: null, role: null, loading: false });
          return;
        }
        loadProfile()
          .then((profile) =>
            setState({
              user: toSessionUser(user, profile?.displayName ?? null),
              role: profile?.role ?? 'User',
              loading: false,
            }),
          )
          .catch(() => setState({ user: toSessionUser(user, null), role: 'User', loading: false }));
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [config.firebase, firebaseWanted, loadProfile, session, setState]);

  const signUp = useCallback(
    async ({ displayName, email, password }: SignUpInput) => {
      const { firebaseAuth, firebaseOps } = await session();
      const auth = firebaseAuth(config.firebase);
      try {
        const { user } = await firebaseOps.createUserWithEmailAndPassword(auth, email, password);
        currentUser.current = user;
        await firebaseOps.updateProfile(user, { displayName });
        await firebaseOps.sendEmailVerification(user);
        const body: CreateUserRequest = { displayName };
        await api('POST', API_PATHS.users, body);
      } catch (error) {
        throw error instanceof ApiError ? error : readableAuthError(error);
      } finally {
        await firebaseOps.signOut(auth).catch(() => undefined);
      }
    },
    [api, config.firebase, session],
  );

  const signIn = useCallback(
    async ({ email, password }: SignInInput) => {
      const { firebaseAuth, firebaseOps } = await session();
      const auth = firebaseAuth(config.firebase);
      let user: User;
      try {
        ({ user } = await firebaseOps.signInWithEmailAndPassword(auth, email, password));
      } catch (error) {
        throw readableAuthError(error);
      }
      if (!user.emailVerified) {
        await firebaseOps.signOut(auth);
        return { status: 'unverified' } as const;
      }
      currentUser.current = user;
      announceSession(user);
      const profile = await loadProfile().catch(() => null);
      const role: Role = profile?.role ?? 'User';
      setState({ user: toSessionUser(user, profile?.displayName ?? null), role, loading: false });
      return { status: 'signed-in', role } as const;
    },
    [config.firebase, loadProfile, session, setState],
  );

  const logout = useCallback(async () => {
    const { firebaseAuth, firebaseOps } = await session();
    try {
      await firebaseOps.signOut(firebaseAuth(config.firebase));
    } catch (error) {
      throw readableAuthError(error);
    }
    currentUser.current = null;
    // Signed out first, so the runtime empties the screen only and keeps the saved cart intact.
    announceSession(null);
    clearCart();
    clearWishlist();
    setState({ user: null, role: null, loading: false });
  }, [config.firebase, session, setState]);

  const accountActions = useAccountActions(config, session, currentUser);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      getIdToken,
      logout,
      signUp,
      signIn,
      ...accountActions,
    }),
    [state, getIdToken, logout, signUp, signIn, accountActions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
