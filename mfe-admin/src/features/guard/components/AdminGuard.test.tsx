import { act, screen } from '@testing-library/react';
import { showToast } from 'shared-contracts/toast';
import { MESSAGES, UNAUTHORIZED_REDIRECT_MS } from 'shared-contracts';
import { SIGNED_IN_ADMIN, SIGNED_IN_USER, renderAdmin } from '../../../test/renderAdmin';
import { AdminGuard } from './AdminGuard';
import type { DeniedBehaviour } from '../hooks/useAdminGuard';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const page = (denied: DeniedBehaviour, path: string, auth: Parameters<typeof renderAdmin>[1]['auth']) =>
  renderAdmin(
    <AdminGuard denied={denied}>
      <p>admin content</p>
    </AdminGuard>,
    { path, auth },
  );

describe('AdminGuard', () => {
  afterEach(() => jest.useRealTimers());

  it.each<DeniedBehaviour>(['message-then-home', 'back-to-dashboard'])(
    'shows Loading while auth loads (%s)',
    (denied) => {
      page(denied, '/dashboard/users', { loading: true });
      expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
      expect(screen.queryByText('admin content')).not.toBeInTheDocument();
      expect(showToast).not.toHaveBeenCalled();
    },
  );

  it.each<DeniedBehaviour>(['message-then-home', 'back-to-dashboard'])(
    'sends a signed-out visitor to login with a toast (%s)',
    async (denied) => {
      page(denied, '/dashboard/users', { loading: false, user: null });
      expect(await screen.findByText('login page')).toBeInTheDocument();
      expect(showToast).toHaveBeenCalledWith('error', MESSAGES.adminLoginRequired, { id: expect.any(String) });
      expect(showToast).toHaveBeenCalledTimes(1);
    },
  );

  it('add-products: a non-admin gets the access-denied toast and goes to /dashboard', async () => {
    page('back-to-dashboard', '/dashboard/add-products', SIGNED_IN_USER);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.adminOnlyAddProducts, { id: expect.any(String) });
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  });

  it('dashboard and users: a non-admin sees the refusal, then goes to "/" after 3 seconds', () => {
    jest.useFakeTimers();
    page('message-then-home', '/dashboard/users', SIGNED_IN_USER);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.notAuthorized);
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1));
    expect(screen.queryByText('root page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('root page')).toBeInTheDocument();
  });

  it('leaving before the 3 seconds cancels the redirect', () => {
    jest.useFakeTimers();
    const { unmount } = page('message-then-home', '/dashboard', SIGNED_IN_USER);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each<DeniedBehaviour>(['message-then-home', 'back-to-dashboard'])('shows the page to an admin (%s)', (denied) => {
    page(denied, '/dashboard', SIGNED_IN_ADMIN);
    expect(screen.getByText('admin content')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });
});
