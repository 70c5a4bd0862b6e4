/**
 * A small RFC 4180 reader for the CSV tests: the file is read back the way a spreadsheet reads it,
 * with the separator of the reader's locale (`,` by default, `;` in much of Europe, tab when pasted),
 * quoted cells taken whole ("" inside is one quote), CRLF or LF ending a row.
 */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[at + 1] === '\n')) {
      if (char === '\r') at += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new Error('the CSV ends inside a quoted cell');
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Whether a spreadsheet would take `cell` as a formula (the characters it starts one with, after blanks). */
export const startsFormula = (cell: string): boolean => /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);
