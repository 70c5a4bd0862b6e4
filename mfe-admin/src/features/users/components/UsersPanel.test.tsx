import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from 'shared-contracts/toast';
import { ADMIN_API_PATHS, MESSAGES, adminUserPath, adminUsersPath } from 'shared-contracts';
import { mockApi } from '../../../test/mockApi';
import { ADMIN_USER, SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { UsersPanel } from './UsersPanel';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const USERS = [
  { uid: ADMIN_USER.uid, displayName: 'Asha Admin', email: 'asha@example.com', emailVerified: true, role: 'Admin' },
  { uid: 'u2', displayName: 'Ravi Kumar', email: 'ravi@example.com', emailVerified: false, role: 'User' },
];

function setup(users = USERS) {
  const api = mockApi({
    [`GET ${ADMIN_API_PATHS.users}`]: { body: { users, next: null } },
    [`DELETE ${adminUserPath('u2')}`]: { body: { uid: 'u2', authAccountDeleted: true } },
  });
  renderAdmin(<UsersPanel headingLevel={1} />, { path: '/dashboard/users', auth: SIGNED_IN_ADMIN });
  return { api, user: userEvent.setup() };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

describe('UsersPanel', () => {
  it('lists display name, email, role and verified', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    const row = await rowOf('Ravi Kumar');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ravi@example.com', 'User', 'No', 'Delete']);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Verified',
      'Actions',
    ]);
  });

  it('shows a page of users, and adds the next one on Load more until the last', async () => {
    mockApi({
      [`GET ${ADMIN_API_PATHS.users}`]: { body: { users: USERS, next: 'u2' } },
      [`GET ${adminUsersPath({ after: 'u2' })}`]: {
        body: {
          users: [
            { uid: 'u3', displayName: 'Meera Iyer', email: 'meera@example.com', emailVerified: true, role: 'User' },
          ],
          next: null,
        },
      },
    });
    renderAdmin(<UsersPanel headingLevel={1} />, { path: '/dashboard/users', auth: SIGNED_IN_ADMIN });
    const user = userEvent.setup();
    await rowOf('Ravi Kumar');
    expect(screen.getByText('2 users shown; more to load')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    await rowOf('Meera Iyer');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('Asha Admin'),
      expect.stringContaining('Ravi Kumar'),
      expect.stringContaining('Meera Iyer'),
    ]);
    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it('cannot delete the signed-in admin’s own account', async () => {
    setup();
    const own = await rowOf('Asha Admin');
    expect(within(own).getByRole('button', { name: 'Delete Asha Admin' })).toBeDisabled();
  });

  it('asks first; Cancel (or Escape) deletes nothing and gives focus back', async () => {
    const { user, api } = setup();
    await rowOf('Ravi Kumar');
    const trigger = screen.getByRole('button', { name: 'Delete Ravi Kumar' });
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Ravi Kumar?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Delete user' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls()).toEqual([`GET ${ADMIN_API_PATHS.users}`]);
  });

  it('deletes after confirmation: "User deleted!" and the row goes', async () => {
    const { user, api } = setup();
    await rowOf('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', MESSAGES.userDeleted));
    expect(api.calls()).toContain(`DELETE ${adminUserPath('u2')}`);
    expect(screen.queryByRole('rowheader', { name: /Ravi Kumar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Users' })).toHaveFocus());
  });

  it('"Failed to delete user: {message}" when the server refuses; the row stays', async () => {
    const { user, api } = setup();
    api.set(`DELETE ${adminUserPath('u2')}`, {
      status: 503,
      body: { message: 'Could not delete the sign-in account right now.' },
    });
    await rowOf('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        MESSAGES.deleteUserFailed('Could not delete the sign-in account right now.'),
      ),
    );
    expect(screen.getByRole('rowheader', { name: /Ravi Kumar/ })).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    setup([]);
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const api = mockApi({ [`GET ${ADMIN_API_PATHS.users}`]: { status: 500, body: { message: 'Boom.' } } });
    renderAdmin(<UsersPanel headingLevel={2} />, { path: '/dashboard', auth: SIGNED_IN_ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the users: Boom.');
    api.set(`GET ${ADMIN_API_PATHS.users}`, { body: { users: USERS } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: /Ravi Kumar/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
  });
});
