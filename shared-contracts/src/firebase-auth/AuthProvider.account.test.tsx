import { act, render, screen } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../config';
import { useAuth, type AuthContextValue } from '../react/auth-context';
import { FirebaseAuthProvider } from './AuthProvider';

const asha = { uid: 'asha', email: 'asha@example.com', emailVerified: true, displayName: 'Asha', photoURL: null };
const reauthenticateWithPassword = jest.fn<Promise<void>, [unknown, string, string]>();
const updatePassword = jest.fn<Promise<void>, [unknown, string]>();
const sendEmailVerification = jest.fn<Promise<void>, [unknown]>();

jest.mock('./firebase-session', () => ({
  firebaseAuth: () => ({}),
  firebaseOps: {
    onAuthStateChanged: (_auth: unknown, listener: (user: typeof asha) => void) => {
      listener(asha);
      return () => undefined;
    },
    reauthenticateWithPassword,
    updatePassword,
    sendEmailVerification,
  },
}));

const authError = (code: string): Error => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('FirebaseAuthProvider account changes', () => {
  let auth: AuthContextValue;
  function Capture() {
    auth = useAuth();
    return <p>{auth.user ? 'signed in' : 'signed out'}</p>;
  }
  beforeEach(async () => {
    localStorage.setItem(`firebase:authUser:${DEFAULT_CONFIG.firebase.apiKey}:[DEFAULT]`, '{"uid":"asha"}');
    // The profile read fails here: the session still counts the verified user as signed in.
    global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    render(
      <FirebaseAuthProvider config={DEFAULT_CONFIG}>
        <Capture />
      </FirebaseAuthProvider>,
    );
    expect(await screen.findByText('signed in')).toBeInTheDocument();
  });
  afterEach(() => localStorage.clear());

  const settle = async <T,>(call: () => Promise<T>) => {
    let settled: { value: T } | { error: string } = { error: 'did not settle' };
    await act(async () => {
      settled = await call().then(
        (value) => ({ value }),
        (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
      );
    });
    return settled;
  };

  it('changes the password after proving the current one', async () => {
    reauthenticateWithPassword.mockResolvedValueOnce();
    updatePassword.mockResolvedValueOnce();
    const change = () => auth.changePassword({ currentPassword: 'Old#2026a', newPassword: 'Teak#2026' });
    expect(await settle(change)).toEqual({ value: { status: 'changed' } });
    expect(reauthenticateWithPassword).toHaveBeenCalledWith(asha, 'asha@example.com', 'Old#2026a');
    expect(updatePassword).toHaveBeenCalledWith(asha, 'Teak#2026');
  });

  it('says a wrong current password, and sets nothing', async () => {
    updatePassword.mockClear();
    reauthenticateWithPassword.mockRejectedValueOnce(authError('auth/invalid-credential'));
    const change = () => auth.changePassword({ currentPassword: 'nope', newPassword: 'Teak#2026' });
    expect(await settle(change)).toEqual({
      value: { status: 'wrong-password', message: 'Your current password is not right.' },
    });
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('sends the verification e-mail again, with a readable refusal', async () => {
    sendEmailVerification.mockResolvedValueOnce();
    expect(await settle(() => auth.resendVerificationEmail())).toEqual({ value: undefined });
    expect(sendEmailVerification).toHaveBeenCalledWith(asha);
    sendEmailVerification.mockRejectedValueOnce(authError('auth/too-many-requests'));
    expect(await settle(() => auth.resendVerificationEmail())).toEqual({
      error: 'Too many attempts. Please wait a moment and try again.',
    });
  });
});
