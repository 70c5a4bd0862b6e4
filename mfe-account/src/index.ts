import { ROUTES } from 'shared-contracts';
import { mountStandalone } from 'shared-contracts/standalone';
import ForgotPasswordPage from './pages/ForgotPasswordPage';
import LoginPage from './pages/LoginPage';
import ResetPasswordPage from './pages/ResetPasswordPage';
import SignupPage from './pages/SignupPage';

void mountStandalone('Accounts', [
  { path: '/signup', label: 'Signup', title: 'Signup', Component: SignupPage },
  { path: '/login', label: 'Login', title: 'Login', Component: LoginPage },
  { path: ROUTES.forgotPassword, label: 'Forgot password', title: 'Forgot password', Component: ForgotPasswordPage },
  { path: ROUTES.resetPassword, label: 'Reset password', title: 'Reset password', Component: ResetPasswordPage },
]);
