import { checkGstSettings, type GstSettings } from './settings';

const valid: GstSettings = {
  legalName: 'Lakdi Kala Furniture Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: '14 Timber Market Road\nPune 411002',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};

describe('checkGstSettings', () => {
  it('accepts valid facts and tidies them', () => {
    const result = checkGstSettings({
      ...valid,
      legalName: ' Lakdi Kala Furniture Private Limited ',
      gstin: '27aapfu0939f1zv',
      invoicePrefix: 'lk',
      creditNotePrefix: ' lkc',
    });
    expect(result).toEqual({ ok: true, settings: valid });
  });

  it('says what is wrong with each field', () => {
    expect(
      checkGstSettings({
        legalName: ' ',
        gstin: '27AAPFU0939F1ZW',
        address: '',
        stateCode: '40',
        invoicePrefix: 'LKXY',
        creditNotePrefix: 'C/N',
      }),
    ).toEqual({
      ok: false,
      errors: {
        legalName: 'Enter the legal name registered for GST.',
        gstin: 'This GSTIN’s last character does not match the rest: check it for a typing mistake.',
        address: 'Enter the registered address.',
        stateCode: 'Choose the state or union territory the GSTIN is registered in.',
        invoicePrefix: expect.stringContaining('at most 3 characters'),
        creditNotePrefix: 'A credit note number prefix has only capital letters, digits and hyphens.',
      },
    });
  });

  it('refuses a GSTIN registered in another state than the one chosen', () => {
    expect(checkGstSettings({ ...valid, stateCode: '29' })).toEqual({
      ok: false,
      errors: { gstin: 'This GSTIN is registered in Maharashtra (27), not in Karnataka (29).' },
    });
  });

  it('refuses a credit note series sharing the invoices’ prefix, or without one', () => {
    expect(checkGstSettings({ ...valid, creditNotePrefix: 'lk' })).toEqual({
      ok: false,
      errors: { creditNotePrefix: 'Credit notes need a prefix of their own, not the invoices’ one.' },
    });
    expect(checkGstSettings({ ...valid, creditNotePrefix: '' })).toEqual({
      ok: false,
      errors: { creditNotePrefix: 'Enter a prefix for the credit note numbers.' },
    });
  });

  it('refuses overlong names and addresses', () => {
    const result = checkGstSettings({ ...valid, legalName: 'x'.repeat(201), address: 'y'.repeat(501) });
    expect(result).toEqual({
      ok: false,
      errors: {
        legalName: 'The legal name has at most 200 characters.',
        address: 'The address has at most 500 characters.',
      },
    });
  });
});
