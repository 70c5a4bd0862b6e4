import { csvCell, csvRow, plainCell, UTF8_BOM } from './csvCell';
import { parseCsv, startsFormula } from './test-support';

describe('csvCell (RFC 4180)', () => {
  it('leaves a plain value, ₹ and Hindi as they are', () => {
    expect(csvCell('Asha Verma')).toBe('Asha Verma');
    expect(csvCell('अनीता शर्मा')).toBe('अनीता शर्मा');
    expect(csvCell('₹1,00,000')).toBe('"₹1,00,000"');
    expect(csvCell('')).toBe('');
  });

  it('quotes a value with a comma', () => {
    expect(csvCell('12 MG Road, Jaipur')).toBe('"12 MG Road, Jaipur"');
  });

  it('quotes a value with a double quote and doubles the quote', () => {
    expect(csvCell('The "Royal" Bed')).toBe('"The ""Royal"" Bed"');
  });

  it('quotes a value with a semicolon or a tab (the separators of other locales and of pasting)', () => {
    expect(csvCell('Flat 4; MG Road')).toBe('"Flat 4; MG Road"');
    expect(csvCell('Flat 4\tMG Road')).toBe('"Flat 4\tMG Road"');
  });

  it('quotes a value with a line break (LF, CRLF or CR inside)', () => {
    expect(csvCell('Flat 4\nMG Road')).toBe('"Flat 4\nMG Road"');
    expect(csvCell('Flat 4\r\nMG Road')).toBe('"Flat 4\r\nMG Road"');
    expect(csvCell('Flat 4\rMG Road')).toBe('"Flat 4\rMG Road"');
  });
});

describe('csvCell (spreadsheet formula injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', `"'\t'=1+1"`],
    ['\r=1+1', `"'\r'=1+1"`],
  ])('prefixes %j with a single quote', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['  =1+1', "'  =1+1"],
    [' @SUM(A1)', "' @SUM(A1)"],
    ['\n-2', `"\n'-2"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
  ])('prefixes %j (a formula after leading blanks, or in full-width form)', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('pay_=1')).toBe('pay_=1');
  });
});

describe('csvRow', () => {
  it('joins escaped cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', '=1'])).toBe(`a,"b,c",'=1\r\n`);
  });

  it('has a UTF-8 byte-order mark for Excel', () => {
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe('a row read back by a spreadsheet', () => {
  const HOSTILE = [
    'Asha;=1+1',
    'Ravi\t+SUM(A1)',
    'a,-2+3',
    'b;@cmd',
    'x\t=HYPERLINK("http://evil.example")',
    ' =1',
    'plain',
    'Flat 4\r\n=2+2',
  ];

  it('gives back every value, a quote before each formula, with the comma separator', () => {
    expect(parseCsv(csvRow(HOSTILE))).toEqual([
      [
        "Asha;'=1+1",
        "Ravi\t'+SUM(A1)",
        "a,'-2+3",
        "b;'@cmd",
        'x\t\'=HYPERLINK("http://evil.example")',
        "' =1",
        'plain',
        "Flat 4\r\n'=2+2",
      ],
    ]);
  });

  it.each([
    ['a comma', ','],
    ['a semicolon', ';'],
    ['a tab', '\t'],
  ])('starts no cell with a formula when split on %s', (_name, separator) => {
    const cells = parseCsv(csvRow(HOSTILE), separator).flat();
    expect(cells.length).toBeGreaterThan(1);
    expect(cells.filter(startsFormula)).toEqual([]);
  });

  it('plainCell takes the guards off again: every value read back is the one written', () => {
    const [cells] = parseCsv(csvRow([...HOSTILE, "it's", "'quoted'", '-5 °C']));
    expect(cells?.map(plainCell)).toEqual([...HOSTILE, "it's", "'quoted'", '-5 °C']);
  });
});
