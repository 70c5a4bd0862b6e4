import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../config';
import { useAuth } from '../react/auth-context';
import { FirebaseAuthProvider } from './AuthProvider';

const firebaseLoaded = jest.fn();
const onAuthStateChanged = jest.fn((_auth: unknown, listener: (user: null) => void) => {
  listener(null);
  return () => undefined;
});

jest.mock('./firebase-session', () => {
  firebaseLoaded();
  return { firebaseAuth: () => ({}), firebaseOps: { onAuthStateChanged } };
});

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
