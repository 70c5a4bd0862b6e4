import fc from 'fast-check';
import { GST_STATES } from './states';
import { GST_RATES, GstInputError, computeGst, spreadDiscount, type GstBasketInput, type GstLineInput } from './tax';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const CHANDIGARH = '04';
const chair: GstLineInput = { unitPricePaise: 12_999_00, quantity: 1, ratePercent: 18 };

describe('computeGst', () => {
  it('splits an intra-state line into equal CGST and SGST and keeps the total at the price', () => {
    const breakup = computeGst({ lines: [chair], supplierStateCode: MAHARASHTRA, placeOfSupplyStateCode: MAHARASHTRA });
    expect(breakup.supply).toBe('intra-state');
    expect(breakup.stateTax).toBe('SGST');
    // 12,999 × 18/236 = 991.449… per half; taxable = 12,999 − 2 × 991.45.
    expect(breakup.lines).toEqual([
      {
        grossPaise: 12_999_00,
        discountPaise: 0,
        chargedPaise: 12_999_00,
        taxablePaise: 11_016_10,
        ratePercent: 18,
        cgstPaise: 991_45,
        sgstPaise: 991_45,
        igstPaise: 0,
      },
    ]);
    expect(breakup.totals.chargedPaise).toBe(12_999_00);
  });

  it('charges IGST when the goods go to another state', () => {
    const breakup = computeGst({ lines: [chair], supplierStateCode: MAHARASHTRA, placeOfSupplyStateCode: KARNATAKA });
    expect(breakup.supply).toBe('inter-state');
    expect(breakup.lines[0]).toMatchObject({
      taxablePaise: 11_016_10,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_982_90,
    });
  });

  it('keeps CGST = SGST when the tax has an odd paisa, the taxable value taking the difference', () => {
    const line: GstLineInput = { unitPricePaise: 100, quantity: 1, ratePercent: 18 };
    // 1 rupee at 18 %: tax 15.25 paise; halves 7.63 each → 8 + 8, taxable 84. IGST 15, taxable 85.
    const intra = computeGst({ lines: [line], supplierStateCode: MAHARASHTRA, placeOfSupplyStateCode: MAHARASHTRA });
    expect(intra.lines[0]).toMatchObject({ taxablePaise: 84, cgstPaise: 8, sgstPaise: 8, chargedPaise: 100 });
    const inter = computeGst({ lines: [line], supplierStateCode: MAHARASHTRA, placeOfSupplyStateCode: KARNATAKA });
    expect(inter.lines[0]).toMatchObject({ taxablePaise: 85, igstPaise: 15, chargedPaise: 100 });
  });

  it('names the state half UTGST for a seller in a union territory without a legislature', () => {
    const breakup = computeGst({ lines: [chair], supplierStateCode: CHANDIGARH, placeOfSupplyStateCode: CHANDIGARH });
    expect(breakup.stateTax).toBe('UTGST');
  });

  it('takes no tax at 0 %', () => {
    const breakup = computeGst({
      lines: [{ unitPricePaise: 500_00, quantity: 3, ratePercent: 0 }],
      supplierStateCode: MAHARASHTRA,
      placeOfSupplyStateCode: MAHARASHTRA,
    });
    expect(breakup.totals).toMatchObject({ taxablePaise: 1500_00, cgstPaise: 0, sgstPaise: 0, chargedPaise: 1500_00 });
  });

  it('takes discounts off before tax: the line’s own, then the order’s spread by value', () => {
    const breakup = computeGst({
      lines: [
        { unitPricePaise: 10_000_00, quantity: 1, ratePercent: 18, discountPaise: 1_000_00 },
        { unitPricePaise: 3_000_00, quantity: 3, ratePercent: 12 },
      ],
      orderDiscountPaise: 1_800_01,
      supplierStateCode: MAHARASHTRA,
      placeOfSupplyStateCode: KARNATAKA,
    });
    // After own discounts 9,000 and 9,000: the order's 1,800.01 halves, the odd paisa to the first.
    expect(breakup.lines.map((line) => line.discountPaise)).toEqual([1_900_01, 900_00]);
    expect(breakup.lines.map((line) => line.chargedPaise)).toEqual([8_099_99, 8_100_00]);
    // 8,099.99 × 18/118 = 1,235.591… ; 8,100 × 12/112 = 867.857…
    expect(breakup.lines.map((line) => line.igstPaise)).toEqual([1_235_59, 867_86]);
    expect(breakup.totals).toMatchObject({ grossPaise: 19_000_00, discountPaise: 2_800_01, chargedPaise: 16_199_99 });
  });

  it.each([
    [{ lines: [{ ...chair, ratePercent: 15 as 18 }] }, 'GST rate must be one of 0, 5, 12, 18, 28'],
    [{ lines: [{ ...chair, quantity: 0 }] }, 'quantity must be a whole number of at least 1'],
    [{ lines: [{ ...chair, unitPricePaise: 10.5 }] }, 'unit price must be a whole number of paise'],
    [{ lines: [{ ...chair, unitPricePaise: -1 }] }, 'unit price must be a whole number of paise'],
    [{ lines: [{ ...chair, discountPaise: 13_000_00 }] }, 'discount of 1300000 paise is more than'],
    [{ lines: [chair], orderDiscountPaise: 13_000_00 }, 'is more than the 1299900 paise'],
    [{ lines: [chair], supplierStateCode: '97' }, '"97" is not a state'],
    [{ lines: [chair], placeOfSupplyStateCode: 'XX' }, '"XX" is not a state'],
  ])('refuses a basket it cannot price (%#)', (override, message) => {
    const input = { supplierStateCode: MAHARASHTRA, placeOfSupplyStateCode: MAHARASHTRA, ...override };
    expect(() => computeGst(input)).toThrow(GstInputError);
    expect(() => computeGst(input)).toThrow(message);
  });

  const basket = fc.record({
    lines: fc.array(
      fc
        .record({
          unitPricePaise: fc.integer({ min: 1, max: 50_00_000_00 }),
          quantity: fc.integer({ min: 1, max: 25 }),
          ratePercent: fc.constantFrom(...GST_RATES),
          discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        })
        .map(({ discountShare, ...line }) => ({
          ...line,
          discountPaise: Math.floor(line.unitPricePaise * line.quantity * discountShare * 0.5),
        })),
      { minLength: 1, maxLength: 8 },
    ),
    orderDiscountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    supplierStateCode: fc.constantFrom(...GST_STATES.map((entry) => entry.code)),
    placeOfSupplyStateCode: fc.constantFrom(...GST_STATES.map((entry) => entry.code)),
    sameState: fc.boolean(),
  });

  /** What is wrong with a basket's breakup, as readable lines (none when it is right). */
  function breakupProblems(input: GstBasketInput, amountCharged: number): string[] {
    const { supply, lines, totals } = computeGst(input);
    const problems: string[] = [];
    const check = (holds: boolean, what: string): void => {
      if (!holds) problems.push(what);
    };
    check(totals.chargedPaise === amountCharged, `total ${totals.chargedPaise} ≠ charged ${amountCharged}`);
    check(
      totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise === amountCharged,
      'taxable + taxes ≠ charged',
    );
    check(totals.grossPaise - totals.discountPaise === amountCharged, 'gross − discount ≠ charged');
    check(totals.cgstPaise === totals.sgstPaise, 'total CGST ≠ total SGST');
    const intraState = input.supplierStateCode === input.placeOfSupplyStateCode;
    check(supply === (intraState ? 'intra-state' : 'inter-state'), `supply ${supply}`);
    lines.forEach((line, index) => {
      const given = input.lines[index] as GstLineInput;
      const rate = line.ratePercent;
      const at = `line ${index + 1}:`;
      check(line.grossPaise === given.unitPricePaise * given.quantity, `${at} gross`);
      check(line.chargedPaise === line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise, `${at} sum`);
      check(line.cgstPaise === line.sgstPaise, `${at} CGST ≠ SGST`);
      const amounts = [line.discountPaise, line.chargedPaise, line.taxablePaise, line.cgstPaise, line.igstPaise];
      check(
        amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0),
        `${at} negative or fractional`,
      );
      // The tax is the rate on the taxable value, to within the paisa an inclusive price's split allows.
      if (intraState) {
        check(line.igstPaise === 0, `${at} IGST within a state`);
        check(Math.abs(200 * line.cgstPaise - line.taxablePaise * rate) <= 100 + rate, `${at} CGST off the rate`);
      } else {
        check(line.cgstPaise === 0, `${at} CGST across states`);
        check(2 * Math.abs(100 * line.igstPaise - line.taxablePaise * rate) <= 100 + rate, `${at} IGST off the rate`);
      }
    });
    return problems;
  }

  it('over many generated baskets: the invoice total is the amount charged, CGST = SGST, nothing negative', () => {
    let intraStateBaskets = 0;
    fc.assert(
      fc.property(basket, ({ lines, orderDiscountShare, supplierStateCode, sameState, ...rest }) => {
        const placeOfSupplyStateCode = sameState ? supplierStateCode : rest.placeOfSupplyStateCode;
        const afterOwn = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity - line.discountPaise, 0);
        const orderDiscountPaise = Math.floor(afterOwn * orderDiscountShare);
        if (supplierStateCode === placeOfSupplyStateCode) intraStateBaskets += 1;
        const input = { lines, orderDiscountPaise, supplierStateCode, placeOfSupplyStateCode };
        expect(breakupProblems(input, afterOwn - orderDiscountPaise)).toEqual([]);
      }),
      { seed: 20260401, numRuns: 3000 },
    );
    expect(intraStateBaskets).toBeGreaterThan(1000);
  });
});

describe('spreadDiscount', () => {
  it('shares in proportion, the leftover paise to the largest remainders', () => {
    expect(spreadDiscount([100, 200, 300], 100)).toEqual([17, 33, 50]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([500, 0], 500)).toEqual([500, 0]);
    expect(spreadDiscount([], 0)).toEqual([]);
  });

  it('adds up exactly and never gives a line more than its amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 12 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, share) => {
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const discount = Math.floor(Math.min(total, 10 ** 12) * share);
          const shares = spreadDiscount(amounts, discount);
          expect({
            sum: shares.reduce((sum, part) => sum + part, 0),
            within: shares.every((part, index) => part >= 0 && part <= (amounts[index] as number)),
          }).toEqual({ sum: discount, within: true });
        },
      ),
      { seed: 7, numRuns: 1000 },
    );
  });
});
