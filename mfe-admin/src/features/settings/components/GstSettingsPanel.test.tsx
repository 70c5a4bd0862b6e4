import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GST_SETTINGS_PATH, gstinCheckCharacter, type GstSettings } from 'shared-contracts/gst';
import { showToast } from 'shared-contracts/toast';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { GST_SETTINGS_TEXT } from '../hooks/useGstSettings';
import { GstSettingsPanel, NOT_SET_YET } from './GstSettingsPanel';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));

const GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const SAVED: GstSettings = {
  legalName: 'Lakdi Furniture Private Limited',
  gstin: GSTIN,
  address: '12 Banyan Lane\nPune 411001',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};
const PUT = `PUT ${GST_SETTINGS_PATH}`;
const GET = `GET ${GST_SETTINGS_PATH}`;

const renderPanel = () => renderAdmin(<GstSettingsPanel />, { path: '/dashboard/settings', auth: SIGNED_IN_ADMIN });
const field = (label: string) => screen.getByLabelText(label);

async function fillAll(gstin: string): Promise<void> {
  await userEvent.type(field('Legal name'), SAVED.legalName);
  await userEvent.type(field('GSTIN'), gstin);
  await userEvent.type(field('Registered address'), '12 Banyan Lane');
  await userEvent.selectOptions(field('State'), 'Maharashtra (27)');
  await userEvent.type(field('Invoice prefix'), 'lk');
  await userEvent.type(field('Credit note prefix'), 'lkc');
}

describe('GST settings (/dashboard/settings)', () => {
  it('says they are not set yet, and saves what the admin enters (tidied), with a toast', async () => {
    const api = mockApi({
      [GET]: { body: { settings: null, updatedAt: null } },
      [PUT]: { body: { settings: { ...SAVED, address: '12 Banyan Lane' }, updatedAt: '2026-11-20T10:00:00.000Z' } },
    });
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the GST settings…');
    expect(await screen.findByText(NOT_SET_YET)).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Tamil Nadu (33)');
    await fillAll(` ${GSTIN.toLowerCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', GST_SETTINGS_TEXT.saved));
    expect(api.bodyOf(PUT)).toEqual({ ...SAVED, address: '12 Banyan Lane' });
    expect(screen.queryByText(NOT_SET_YET)).not.toBeInTheDocument();
    expect(screen.getByText(/^Last saved/)).toBeInTheDocument();
  });

  it.each([
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters; this one has 14.'],
    ['00AAPFU0939F1ZV', 'A GSTIN starts with a state code (01–38, 97 or 99); "00" is not one.'],
    [
      '27AAPF10939F1ZV',
      'Characters 3 to 12 of a GSTIN are a PAN: five letters, four digits, then a letter (like ABCDE1234F).',
    ],
    ['27AAPFU0939F1XV', 'The 14th character of a GSTIN is Z.'],
    [
      GSTIN.slice(0, 14) + (GSTIN.endsWith('A') ? 'B' : 'A'),
      'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
    ],
    [
      `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`,
      'This GSTIN is registered in Karnataka (29), not in Maharashtra (27).',
    ],
  ])('refuses GSTIN %s with its own message, sending nothing', async (gstin, message) => {
    const api = mockApi({ [GET]: { body: { settings: null, updatedAt: null } } });
    renderPanel();
    await screen.findByText(NOT_SET_YET);
    await fillAll(gstin);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(field('GSTIN')).toHaveFocus();
    expect(api.calls()).toEqual([GET]);
  });

  it('shows the stored settings, and the server’s refusal beside its field', async () => {
    mockApi({
      [GET]: { body: { settings: SAVED, updatedAt: '2026-11-20T10:00:00.000Z' } },
      [PUT]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid',
          errors: { invoicePrefix: 'The server refuses this prefix.' },
        },
      },
    });
    renderPanel();
    expect(await screen.findByDisplayValue(SAVED.legalName)).toBeInTheDocument();
    expect(field('State')).toHaveValue('27');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GST_SETTINGS_TEXT.refused);
    expect(screen.getByText('The server refuses this prefix.')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a failed load says why and retries', async () => {
    const api = mockApi({ [GET]: { status: 503, body: { message: 'Storage is not answering.' } } });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the GST settings: Storage is not answering.',
    );
    api.set(GET, { body: { settings: SAVED, updatedAt: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue(SAVED.gstin)).toBeInTheDocument();
  });
});
