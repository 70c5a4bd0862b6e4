import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedAddress } from 'shared-contracts';
import { showToast } from 'shared-contracts/toast';
import { renderWithAuth } from '../test/renderWithAuth';
import AccountPage from './AccountPage';
import AddressesPage from './AddressesPage';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const asha = { uid: 'asha', email: 'asha@example.com', displayName: 'Asha', emailVerified: true, photoURL: null };
const signedIn = { user: asha, role: 'User' as const };

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
/** The part of a Response the API client reads (jsdom has no Response). */
const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 300, status, text: async () => JSON.stringify(body) } as Response);
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  jest.mocked(showToast).mockClear();
});

const home: SavedAddress = {
  id: 'a1',
  isDefault: true,
  name: 'Asha Rao',
  phone: '+919845012345',
  line1: '12, 4th Cross',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};
const office: SavedAddress = {
  ...home,
  id: 'a2',
  isDefault: false,
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
};

describe('AccountPage', () => {
  it('sends a signed-out visitor to login', () => {
    renderWithAuth(<AccountPage />, { path: '/account' });
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('shows the name, the e-mail and that it is verified, with links to addresses and orders', async () => {
    renderWithAuth(<AccountPage />, { path: '/account', auth: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('email-state')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'My orders' }));
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });

  it('offers to resend the verification e-mail while the address is not verified', async () => {
    const resendVerificationEmail = jest.fn().mockResolvedValue(undefined);
    renderWithAuth(<AccountPage />, {
      path: '/account',
      auth: { user: { ...asha, emailVerified: false }, resendVerificationEmail },
    });
    expect(screen.getByTestId('email-state')).toHaveTextContent('Not verified');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'We sent you a new verification e-mail.'));
  });

  it('changes the password only when the new one follows the rule, and says a wrong current one', async () => {
    const changePassword = jest
      .fn()
      .mockResolvedValueOnce({ status: 'wrong-password', message: 'Your current password is not right.' })
      .mockResolvedValueOnce({ status: 'changed' });
    renderWithAuth(<AccountPage />, { path: '/account', auth: { ...signedIn, changePassword } });
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await userEvent.type(current, 'Old#2026a');
    await userEvent.type(next, 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(/Password must be at least 6 characters/)).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();

    await userEvent.clear(next);
    await userEvent.type(next, 'Teak#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Your password is changed.'));
    expect(changePassword).toHaveBeenLastCalledWith({ currentPassword: 'Old#2026a', newPassword: 'Teak#2026' });
  });

  it('deletes the account only after the confirmation; Escape cancels and returns the focus', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    renderWithAuth(<AccountPage />, { path: '/account', auth: { ...signedIn, logout } });
    const opener = screen.getByRole('button', { name: 'Delete my account' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockReturnValueOnce(answer({ uid: 'asha', authAccountDeleted: true, ordersKept: 2 }));
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/me$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(logout).toHaveBeenCalled();
  });
});

describe('AddressesPage', () => {
  it('shows loading, then the empty book', async () => {
    fetchMock.mockReturnValueOnce(answer({ addresses: [] }));
    renderWithAuth(<AddressesPage />, { path: '/account/addresses', auth: signedIn });
    expect(screen.getByText('Loading your addresses…')).toBeInTheDocument();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    fetchMock.mockReturnValueOnce(answer({ statusCode: 503, error: 'x', message: 'Storage is busy.' }, 503));
    fetchMock.mockReturnValueOnce(answer({ addresses: [home] }));
    renderWithAuth(<AddressesPage />, { path: '/account/addresses', auth: signedIn });
    expect(await screen.findByText('Storage is busy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Default')).toBeInTheDocument();
  });

  it('checks an address with the shared messages before sending, then adds it', async () => {
    fetchMock.mockReturnValueOnce(answer({ addresses: [home] }));
    renderWithAuth(<AddressesPage />, { path: '/account/addresses', auth: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.type(screen.getByLabelText('Address line 1'), 'Nariman Point');
    await userEvent.type(screen.getByLabelText('City'), 'Mumbai');
    await userEvent.selectOptions(screen.getByLabelText('State or union territory'), 'Maharashtra');
    await userEvent.type(screen.getByLabelText('PIN code'), '560034');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Enter a mobile number: +91 and 10 digits, the first 6, 7, 8 or 9.')).toBeInTheDocument();
    expect(screen.getByText('560034 is not a pincode of Maharashtra.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '+91 98450 12345');
    await userEvent.clear(screen.getByLabelText('PIN code'));
    await userEvent.type(screen.getByLabelText('PIN code'), '400021');
    fetchMock.mockReturnValueOnce(answer({ addresses: [home, office] }, 201));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findAllByTestId('address')).toHaveLength(2);
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', pincode: '400021', makeDefault: false });
  });

  it('makes another address the default and deletes one', async () => {
    fetchMock.mockReturnValueOnce(answer({ addresses: [home, office] }));
    renderWithAuth(<AddressesPage />, { path: '/account/addresses', auth: signedIn });
    fetchMock.mockReturnValueOnce(
      answer({
        addresses: [
          { ...office, isDefault: true },
          { ...home, isDefault: false },
        ],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Make default Asha Rao, Mumbai/ }));
    await waitFor(() => expect(within(screen.getAllByTestId('address')[0]!).getByText('Default')).toBeInTheDocument());
    expect(screen.getAllByTestId('address')[0]).toHaveTextContent('Mumbai, Maharashtra 400021');
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/api\/me\/addresses\/a2\/default$/);

    fetchMock.mockReturnValueOnce(answer({ addresses: [{ ...office, isDefault: true }] }));
    await userEvent.click(screen.getByRole('button', { name: /Delete Asha Rao, Bengaluru/ }));
    await waitFor(() => expect(screen.getAllByTestId('address')).toHaveLength(1));
    expect(fetchMock.mock.calls[2]?.[1]?.method).toBe('DELETE');
  });
});
