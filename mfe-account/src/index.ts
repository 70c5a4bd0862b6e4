import { mountStandalone } from 'shared-contracts/standalone';
import LoginPage from './pages/LoginPage';
import SignupPage from './pages/SignupPage';

void mountStandalone('Accounts', [
  { path: '/signup', label: 'Signup', title: 'Signup', Component: SignupPage },
  { path: '/login', label: 'Login', title: 'Login', Component: LoginPage },
]);
