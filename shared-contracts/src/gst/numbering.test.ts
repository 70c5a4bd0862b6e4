import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  documentPrefixProblem,
  financialYearOf,
  formatDocumentNumber,
  formatIstDate,
} from './numbering';

describe('financialYearOf', () => {
  it('runs April to March by the date in India', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toEqual({
      startYear: 2026,
      label: '2026-27',
      shortLabel: '26-27',
    });
    expect(financialYearOf(new Date('2026-12-31T12:00:00+05:30')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-01T00:00:00+05:30')).label).toBe('2026-27');
  });

  it('turns over at midnight India time on 31 March, which is 18:30 UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59.999+05:30')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30')).label).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z')).label).toBe('2027-28');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toMatchObject({ label: '2099-00', shortLabel: '99-00' });
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('formatIstDate', () => {
  it('prints the date in India, not the server’s zone', () => {
    expect(formatIstDate(new Date('2027-03-31T18:30:00Z'))).toBe('01 Apr 2027');
    expect(formatIstDate(new Date('2027-03-31T18:29:59Z'))).toBe('31 Mar 2027');
  });
});

describe('formatDocumentNumber', () => {
  const year = financialYearOf(new Date('2026-08-15T10:00:00+05:30'));

  it('numbers prefix / financial year / six-digit serial within 16 characters', () => {
    expect(formatDocumentNumber('LK', year, 123)).toBe('LK/26-27/000123');
    expect(formatDocumentNumber('LKC', year, 1)).toBe('LKC/26-27/000001');
    expect(formatDocumentNumber('LKC', year, 999_999)).toHaveLength(DOCUMENT_NUMBER_MAX_LENGTH);
    expect(formatDocumentNumber('LK', year, 1_000_000)).toBe('LK/26-27/1000000');
  });

  it('gives the invoice before and after midnight on 31 March different series', () => {
    const lastOfYear = financialYearOf(new Date('2027-03-31T23:59:00+05:30'));
    const firstOfNext = financialYearOf(new Date('2027-04-01T00:00:00+05:30'));
    expect(formatDocumentNumber('LK', lastOfYear, 4817)).toBe('LK/26-27/004817');
    expect(formatDocumentNumber('LK', firstOfNext, 1)).toBe('LK/27-28/000001');
  });

  it.each([
    ['LK', 0, 'from 1'],
    ['LK', 1.5, 'from 1'],
    ['LKC', 1_000_000, 'longer than the 16 characters'],
    ['lk', 1, 'capital letters'],
    ['LK/A', 1, 'at most 3 characters'],
    ['', 1, 'Enter a prefix'],
  ])('refuses prefix %j with serial %d', (prefix, serial, message) => {
    expect(() => formatDocumentNumber(prefix, year, serial)).toThrow(message);
  });
});

describe('documentPrefixProblem', () => {
  it('accepts up to three capitals, digits or hyphens', () => {
    expect(documentPrefixProblem('LK')).toBeUndefined();
    expect(documentPrefixProblem('W-1')).toBeUndefined();
    expect(documentPrefixProblem('L K')).toBe('An invoice number prefix has only capital letters, digits and hyphens.');
  });
});
