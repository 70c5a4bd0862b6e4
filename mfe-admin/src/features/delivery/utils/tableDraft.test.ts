import { DEFAULT_DELIVERY_TABLE } from 'shared-contracts/delivery';
import { paiseOf, placeProblems, rupeesText, tableDraft, toTable } from './tableDraft';

it('reads rupees as whole paise and writes paise as rupees', () => {
  expect(paiseOf('499')).toBe(49_900);
  expect(paiseOf(' 499.5 ')).toBe(49_950);
  expect(paiseOf('0.07')).toBe(7);
  for (const bad of ['', '4,99', '-1', '1.234', '1e3', 'abc']) expect(paiseOf(bad)).toBeNull();
  expect(rupeesText(49_900)).toBe('499');
  expect(rupeesText(49_950)).toBe('499.50');
});

it('round-trips a table through its draft', () => {
  const table = {
    ...DEFAULT_DELIVERY_TABLE,
    rules: [
      { pincodes: '560', ...DEFAULT_DELIVERY_TABLE.restOfIndia, freightPaise: 49_950, freeAbovePaise: 1_000_000 },
    ],
    holidays: ['2026-12-25', '2027-01-26'],
    confirmCashOnDelivery: true,
  };
  expect(toTable(tableDraft(table))).toEqual({ ok: true, table });
});

it("places the server's problems under the rows they name, by position and pincodes", () => {
  const draft = tableDraft({
    ...DEFAULT_DELIVERY_TABLE,
    rules: [
      { pincodes: '560', ...DEFAULT_DELIVERY_TABLE.restOfIndia },
      { pincodes: '110', ...DEFAULT_DELIVERY_TABLE.restOfIndia },
    ],
  });
  const [first, second] = draft.rules;
  const placed = placeProblems(
    [
      'Row 2 (110): maxDays must be a whole number from 1 to 120 where delivered.',
      'Row 2 (560): a row that moved since it was sent.',
      'Rest of India: codCapPaise must be more than 0 when cash on delivery is allowed.',
      'A delivery table has at most 1000 rows.',
    ],
    draft,
  );
  expect(placed.byRule).toEqual({
    [second!.key]: ['Row 2 (110): maxDays must be a whole number from 1 to 120 where delivered.'],
  });
  expect(placed.byRule[first!.key]).toBeUndefined();
  expect(placed.restOfIndia).toHaveLength(1);
  expect(placed.table).toEqual([
    'Row 2 (560): a row that moved since it was sent.',
    'A delivery table has at most 1000 rows.',
  ]);
});
