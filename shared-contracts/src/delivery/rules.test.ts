import {
  DEFAULT_DELIVERY_TABLE,
  DELIVERY_LIMITS,
  matchDeliveryRule,
  parsePincodes,
  validateDeliveryTable,
} from './rules';
import { rule, table } from '../test/delivery';

describe('matchDeliveryRule', () => {
  const bengaluru = table([
    rule('5', { minDays: 6 }),
    rule('560', { minDays: 4 }),
    rule('560001-560100', { minDays: 2 }),
    rule('560034', { deliverable: false }),
    rule('400001-400104', { minDays: 1 }),
    rule('400050-400060', { deliverable: false }),
  ]);
  const matched = (pincode: string) => matchDeliveryRule(bengaluru, pincode).rule;

  it('picks the longest prefix', () => {
    expect(matched('560500')).toBe('560');
    expect(matched('570001')).toBe('5');
    expect(matched('560034')).toBe('560034');
  });

  it('picks a range over the prefix it lies in, and the narrowest of nested ranges', () => {
    expect(matched('560050')).toBe('560001-560100');
    expect(matched('560100')).toBe('560001-560100');
    expect(matched('560101')).toBe('560');
    expect(matched('400055')).toBe('400050-400060');
    expect(matched('400001')).toBe('400001-400104');
    expect(matched('400104')).toBe('400001-400104');
  });

  it('falls back to the rest of India', () => {
    expect(matchDeliveryRule(bengaluru, '110001')).toEqual({ terms: DEFAULT_DELIVERY_TABLE.restOfIndia, rule: null });
    expect(matched('400105')).toBeNull();
  });

  it("returns the winning row's terms without its pincodes", () => {
    expect(matchDeliveryRule(bengaluru, '560034').terms).toMatchObject({ deliverable: false });
    expect(matchDeliveryRule(bengaluru, '560200').terms).not.toHaveProperty('pincodes');
    expect(matchDeliveryRule(bengaluru, '560200').terms.minDays).toBe(4);
  });
});

describe('parsePincodes', () => {
  it('reads prefixes and ranges, with an en dash as well as a hyphen', () => {
    expect(parsePincodes('560')).toEqual({ kind: 'prefix', text: '560', first: 560000, last: 560999 });
    expect(parsePincodes(' 400001 – 400104 ')).toEqual({
      kind: 'range',
      text: '400001-400104',
      first: 400001,
      last: 400104,
    });
  });

  it('says why other text is neither', () => {
    expect(parsePincodes('056')).toMatch(/prefix of 1 to 6 digits/);
    expect(parsePincodes('5600345')).toMatch(/prefix of 1 to 6 digits/);
    expect(parsePincodes('*')).toMatch(/prefix of 1 to 6 digits/);
    expect(parsePincodes('400104-400001')).toBe('a range must start at its smaller pincode');
    expect(parsePincodes('000001-400001')).toBe('000001 is not a pincode (6 digits, not starting with 0)');
  });
});

describe('validateDeliveryTable', () => {
  it('accepts the default table and a table of nested rows', () => {
    expect(validateDeliveryTable(DEFAULT_DELIVERY_TABLE)).toEqual([]);
    expect(validateDeliveryTable(table([rule('5'), rule('560'), rule('560001-560100'), rule('560034')]))).toEqual([]);
    // A pincode not delivered to needs no days.
    expect(validateDeliveryTable(table([rule('744', { deliverable: false, minDays: 0, maxDays: 0 })]))).toEqual([]);
    expect(validateDeliveryTable(table([rule('744', { deliverable: true, minDays: 0, maxDays: 0 })]))).toHaveLength(2);
  });

  it('names each bad row with its number and pincodes', () => {
    const problems = validateDeliveryTable(
      table([
        rule('560'),
        rule('056'),
        rule('400001-400104', { minDays: 9, maxDays: 4 }),
        rule('110', { codAllowed: true, codCapPaise: 0, freightPaise: 12.5 }),
      ]),
    );
    expect(problems).toEqual([
      'Row 2 (056): pincodes must be a prefix of 1 to 6 digits not starting with 0 (560) or a range of two pincodes (400001-400104).',
      'Row 3 (400001-400104): minDays must not be more than maxDays.',
      `Row 4 (110): freightPaise must be a whole number of paise from 0 to ${DELIVERY_LIMITS.paise}.`,
      'Row 4 (110): codCapPaise must be more than 0 when cash on delivery is allowed.',
    ]);
  });

  it('refuses overlapping rows of the same size, where neither is more specific', () => {
    expect(validateDeliveryTable(table([rule('560'), rule('110'), rule('560')]))).toEqual([
      'Row 3 (560): overlaps Row 1 (560) and covers as many pincodes, so neither is more specific: make one of them narrower.',
    ]);
    expect(validateDeliveryTable(table([rule('560000-560999'), rule('560')]))).toHaveLength(1);
    expect(validateDeliveryTable(table([rule('400001-400010'), rule('400005-400014')]))).toEqual([
      'Row 2 (400005-400014): overlaps Row 1 (400001-400010) and covers as many pincodes, so neither is more specific: make one of them narrower.',
    ]);
    // Overlapping rows of different sizes are fine: the narrower one wins.
    expect(validateDeliveryTable(table([rule('400001-400010'), rule('400005-400015')]))).toEqual([]);
  });

  it('checks the rest of India and the holidays', () => {
    const problems = validateDeliveryTable(
      table([], {
        restOfIndia: { ...DEFAULT_DELIVERY_TABLE.restOfIndia, minDays: 0 },
        holidays: ['2026-12-25', '2026-02-30', '25/12/2026'],
      }),
    );
    expect(problems).toEqual([
      `Rest of India: minDays must be a whole number from 1 to ${DELIVERY_LIMITS.days} where delivered.`,
      'Holiday "2026-02-30" is not a date written as YYYY-MM-DD.',
      'Holiday "25/12/2026" is not a date written as YYYY-MM-DD.',
    ]);
  });

  it('caps the number of rows', () => {
    const many = Array.from({ length: DELIVERY_LIMITS.rules + 1 }, (_, index) => rule(String(100000 + index)));
    expect(validateDeliveryTable(table(many))).toEqual([`A delivery table has at most ${DELIVERY_LIMITS.rules} rows.`]);
  });
});
