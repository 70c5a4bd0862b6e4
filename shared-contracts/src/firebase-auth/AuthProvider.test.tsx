import { act, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../config';
import { useAuth, type AuthContextValue } from '../react/auth-context';
import { FirebaseAuthProvider } from './AuthProvider';

const firebaseLoaded = jest.fn();
const onAuthStateChanged = jest.fn((_auth: unknown, listener: (user: null) => void) => {
  listener(null);
  return () => undefined;
});

const sendPasswordResetEmail = jest.fn<Promise<void>, [unknown, string, { url: string }]>();
const verifyPasswordResetCode = jest.fn<Promise<string>, [unknown, string]>();
const confirmPasswordReset = jest.fn<Promise<void>, [unknown, string, string]>();
const applyActionCode = jest.fn<Promise<void>, [unknown, string]>();

jest.mock('./firebase-session', () => {
  firebaseLoaded();
  return {
    firebaseAuth: () => ({}),
    firebaseOps: {
      onAuthStateChanged,
      sendPasswordResetEmail,
      verifyPasswordResetCode,
      confirmPasswordReset,
      applyActionCode,
    },
  };
});

const NETWORK = 'Could not reach the sign-in service. Check your connection and try again.';
const USED = 'This password reset link is not valid or has already been used. Ask for a new one.';

/** A rejection as Firebase Auth makes them: an Error with a `code`. */
const authError = (code: string): Error => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const SESSION_KEY = `firebase:authUser:${DEFAULT_CONFIG.firebase.apiKey}:[DEFAULT]`;

function Status() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'checking' : user ? 'signed in' : 'signed out'}</p>;
}

const renderProvider = () =>
  render(
    <FirebaseAuthProvider config={DEFAULT_CONFIG}>
      <Status />
    </FirebaseAuthProvider>,
  );

describe('FirebaseAuthProvider', () => {
  afterEach(() => localStorage.clear());

  it('settles a guest with no kept session as signed out without downloading Firebase', async () => {
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(firebaseLoaded).not.toHaveBeenCalled();
    expect(onAuthStateChanged).not.toHaveBeenCalled();
  });

  it('loads Firebase and listens when a session was kept from an earlier visit', async () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"u1"}');
    renderProvider();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    expect(firebaseLoaded).toHaveBeenCalled();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});

describe('FirebaseAuthProvider password reset', () => {
  let auth: AuthContextValue;
  function Capture() {
    auth = useAuth();
    return null;
  }
  beforeEach(() => {
    render(
      <FirebaseAuthProvider config={DEFAULT_CONFIG}>
        <Capture />
      </FirebaseAuthProvider>,
    );
  });

  /** How a call settles, run inside act: its first call loads Firebase, which updates the provider. */
  async function settle<T>(call: () => Promise<T>): Promise<{ value: T } | { error: string }> {
    let settled: { value: T } | { error: string } = { error: 'did not settle' };
    await act(async () => {
      settled = await call().then(
        (value) => ({ value }),
        (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
      );
    });
    return settled;
  }

  it('sends the reset e-mail with the login page as its continue URL', async () => {
    sendPasswordResetEmail.mockResolvedValueOnce();
    expect(await settle(() => auth.sendPasswordReset('asha@example.com'))).toEqual({ value: undefined });
    expect(sendPasswordResetEmail).toHaveBeenCalledWith({}, 'asha@example.com', {
      url: `${window.location.origin}/login`,
    });
  });

  it('answers an unknown e-mail exactly as a known one', async () => {
    sendPasswordResetEmail.mockRejectedValueOnce(authError('auth/user-not-found'));
    expect(await settle(() => auth.sendPasswordReset('nobody@example.com'))).toEqual({ value: undefined });
  });

  it('rejects with a readable message when Firebase limits or cannot be reached', async () => {
    sendPasswordResetEmail.mockRejectedValueOnce(authError('auth/too-many-requests'));
    expect(await settle(() => auth.sendPasswordReset('asha@example.com'))).toEqual({
      error: 'Too many attempts. Please wait a moment and try again.',
    });
    sendPasswordResetEmail.mockRejectedValueOnce(authError('auth/network-request-failed'));
    expect(await settle(() => auth.sendPasswordReset('asha@example.com'))).toEqual({ error: NETWORK });
  });

  it('reads the account of a reset link, or why the link is refused', async () => {
    verifyPasswordResetCode.mockResolvedValueOnce('asha@example.com');
    expect(await settle(() => auth.checkPasswordResetLink('code-1'))).toEqual({
      value: { status: 'valid', email: 'asha@example.com' },
    });
    expect(verifyPasswordResetCode).toHaveBeenCalledWith({}, 'code-1');

    verifyPasswordResetCode.mockRejectedValueOnce(authError('auth/expired-action-code'));
    expect(await settle(() => auth.checkPasswordResetLink('code-1'))).toEqual({
      value: { status: 'invalid', message: 'This password reset link has expired. Ask for a new one.' },
    });
    verifyPasswordResetCode.mockRejectedValueOnce(authError('auth/invalid-action-code'));
    expect(await settle(() => auth.checkPasswordResetLink('code-1'))).toEqual({
      value: { status: 'invalid', message: USED },
    });
    verifyPasswordResetCode.mockRejectedValueOnce(authError('auth/network-request-failed'));
    expect(await settle(() => auth.checkPasswordResetLink('code-1'))).toEqual({ error: NETWORK });
  });

  it('sets the new password, or says the link was used meanwhile', async () => {
    const reset = () => auth.resetPassword({ code: 'code-1', password: 'Teak#2026' });
    confirmPasswordReset.mockResolvedValueOnce();
    expect(await settle(reset)).toEqual({ value: { status: 'reset' } });
    expect(confirmPasswordReset).toHaveBeenCalledWith({}, 'code-1', 'Teak#2026');

    confirmPasswordReset.mockRejectedValueOnce(authError('auth/invalid-action-code'));
    expect(await settle(reset)).toEqual({ value: { status: 'invalid-link', message: USED } });
    confirmPasswordReset.mockRejectedValueOnce(authError('auth/weak-password'));
    expect(await settle(reset)).toEqual({ error: 'That password is too weak.' });
  });

  it('verifies an address with its link, or says the link can no longer be used', async () => {
    applyActionCode.mockResolvedValueOnce();
    expect(await settle(() => auth.applyEmailVerification('code-2'))).toEqual({ value: { status: 'verified' } });
    expect(applyActionCode).toHaveBeenCalledWith({}, 'code-2');

    applyActionCode.mockRejectedValueOnce(authError('auth/invalid-action-code'));
    expect(await settle(() => auth.applyEmailVerification('code-2'))).toEqual({
      value: {
        status: 'invalid',
        message:
          'This verification link has expired or has already been used. Log in to check whether your email is verified.',
      },
    });
    applyActionCode.mockRejectedValueOnce(authError('auth/network-request-failed'));
    expect(await settle(() => auth.applyEmailVerification('code-2'))).toEqual({ error: NETWORK });
  });
});
