export { FirebaseAuthProvider } from './AuthProvider';
export { readableAuthError } from './auth-errors';
