import { DELIVERY_CSV_COLUMNS, exportDeliveryCsv, importDeliveryCsv } from './csv';
import { DEFAULT_DELIVERY_TABLE } from './rules';
import { rule, table } from '../test/delivery';

const HEADER = DELIVERY_CSV_COLUMNS.join(',');
const DEFAULT_LINE = 'default,yes,7,12,0,,no,0,yes,5000000';

describe('exportDeliveryCsv', () => {
  it('writes the header, the rest of India, then the rows', () => {
    const csv = exportDeliveryCsv(table([rule('560'), rule('400001-400104', { freeAbovePaise: null })]));
    expect(csv).toBe(
      [
        HEADER,
        DEFAULT_LINE,
        '560,yes,3,5,49900,1000000,yes,150000,yes,5000000',
        '400001-400104,yes,3,5,49900,,yes,150000,yes,5000000',
        '',
      ].join('\r\n'),
    );
  });

  it('quotes a cell that holds a comma or a quote', () => {
    const csv = exportDeliveryCsv(table([rule('5,6"')]));
    expect(csv).toContain('\r\n"5,6""",yes,');
  });
});

describe('importDeliveryCsv', () => {
  it("reads back what it exported, keeping the table's holidays and cash-on-delivery setting it is given", () => {
    const original = table([rule('560'), rule('560034', { deliverable: false }), rule('400001-400104')]);
    const kept = { holidays: ['2026-12-25'], confirmCashOnDelivery: true };
    const result = importDeliveryCsv(exportDeliveryCsv(original), kept);
    expect(result).toEqual({ ok: true, table: { ...original, ...kept } });
  });

  it('takes quoted cells, a byte-order mark, LF line ends, blank lines, any column order and an en dash', () => {
    const columns = [...DELIVERY_CSV_COLUMNS].reverse();
    const csv =
      '\uFEFF' +
      [
        columns.map((column) => `"${column}"`).join(','),
        '',
        '5000000,YES,0,no,,0,12,7,yes,"default"',
        '"5000000","yes","0","no","","0","9","8","Yes","400001 \u2013 400104"',
      ].join('\n');
    const result = importDeliveryCsv(csv, { holidays: [] });
    expect(result).toEqual({
      ok: true,
      table: {
        rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '400001 \u2013 400104', minDays: 8, maxDays: 9 }],
        restOfIndia: DEFAULT_DELIVERY_TABLE.restOfIndia,
        holidays: [],
      },
    });
  });

  it('reports every bad line by its number and returns no table', () => {
    const csv = [
      HEADER,
      DEFAULT_LINE,
      '560,maybe,3,5,49900,,no,0,yes,5000000',
      '110,yes,3,5,49900,,no,0,yes',
      '"400001-400104",yes,three,5,499.00,,no,0,yes,5000000',
      '"600, 601",yes,3,5,0,,no,0,yes,5000000',
    ].join('\r\n');
    expect(importDeliveryCsv(csv, { holidays: [] })).toEqual({
      ok: false,
      problems: [
        'Line 3: deliverable must be yes or no.',
        'Line 4: 9 cells where the header has 10.',
        'Line 5: min_days must be a whole number.',
        'Line 5: freight_paise must be a whole number.',
      ],
    });
  });

  it('checks the rows as a table once every line reads, naming lines', () => {
    const csv = [
      HEADER,
      'default,yes,12,7,0,,no,0,yes,5000000',
      '560,yes,3,5,0,,no,0,yes,5000000',
      '"multi',
      'line",yes,3,5,0,,no,0,yes,5000000',
      '560,no,0,0,0,,no,0,no,0',
    ].join('\r\n');
    expect(importDeliveryCsv(csv, { holidays: [] })).toEqual({
      ok: false,
      problems: [
        'Line 2 (default): minDays must not be more than maxDays.',
        expect.stringMatching(/^Line 4 \(multi\r\nline\): pincodes must be a prefix/),
        'Line 6 (560): overlaps Line 3 (560) and covers as many pincodes, so neither is more specific: make one of them narrower.',
      ],
    });
  });

  it('needs the header, exactly one rest-of-India line and closed quotes', () => {
    expect(importDeliveryCsv('', { holidays: [] })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^The file is empty/)],
    });
    expect(importDeliveryCsv('pincodes,deliverable\r\n560,yes', { holidays: [] })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^Line 1: the header must name the columns pincodes, deliverable/)],
    });
    expect(importDeliveryCsv(`${HEADER}\r\n560,yes,3,5,0,,no,0,yes,5000000`, { holidays: [] })).toEqual({
      ok: false,
      problems: ['No row for the rest of India: add a line whose pincodes are "default".'],
    });
    expect(importDeliveryCsv(`${HEADER}\r\n${DEFAULT_LINE}\r\n${DEFAULT_LINE}`, { holidays: [] })).toEqual({
      ok: false,
      problems: ['Line 3: the rest of India is already on line 2; keep one.'],
    });
    expect(importDeliveryCsv(`${HEADER}\r\n${DEFAULT_LINE}\r\n"560,yes`, { holidays: [] })).toEqual({
      ok: false,
      problems: ['Line 3: a quoted cell is not closed.'],
    });
  });
});
