import { checkGstin, gstinCheckCharacter } from './gstin';
import { GST_STATES, GSTIN_STATE_CODES, gstStateByCode } from './states';

/** A GSTIN with a correct check character, from its first 14 characters. */
const withCheck = (first14: string): string => `${first14}${gstinCheckCharacter(first14)}`;

describe('gstinCheckCharacter', () => {
  it('gives the check characters of published GSTINs', () => {
    // GSTN's own worked example, and the GSTIN printed on Flipkart Internet's invoices.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AACCF0683K1Z')).toBe('D');
  });

  it('is undefined for anything but 14 digits and capitals', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeUndefined();
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeUndefined();
  });
});

describe('checkGstin', () => {
  it('accepts a valid GSTIN, forgiving case and surrounding spaces', () => {
    expect(checkGstin('  27aapfu0939f1zv ')).toEqual({
      ok: true,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      pan: 'AAPFU0939F',
    });
  });

  it('accepts every listed state code, the special codes and a lettered registration number', () => {
    for (const code of GSTIN_STATE_CODES.keys()) expect(checkGstin(withCheck(`${code}AAPFU0939F1Z`)).ok).toBe(true);
    expect(checkGstin(withCheck('97AAPFU0939FAZ')).ok).toBe(true);
    expect(checkGstin(withCheck('99AAPFU0939F9Z')).ok).toBe(true);
  });

  it.each([
    ['', 'Enter a GSTIN.'],
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters; this one has 14.'],
    ['27AAPFU0939F1ZVX', 'A GSTIN has 15 characters; this one has 16.'],
    ['27AAPFU-939F1ZV', 'A GSTIN has only letters and digits.'],
  ])('rejects %j: %s', (input, message) => {
    expect(checkGstin(input)).toEqual({ ok: false, message });
  });

  it.each(['00', '39', '40', '96', '98', 'AB'])('rejects the state code %s', (code) => {
    const result = checkGstin(`${code}AAPFU0939F1ZV`);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(`"${code}" is not one`) });
  });

  it.each(['27AAPF10939F1ZV', '27AAPFUA939F1ZV', '27AAPFU093911ZV'])(
    'rejects %s whose characters 3–12 are not a PAN',
    (gstin) => {
      expect(checkGstin(gstin)).toEqual({ ok: false, message: expect.stringContaining('are a PAN') });
    },
  );

  it('rejects 0 as the registration number and anything but Z as the 14th character', () => {
    expect(checkGstin(withCheck('27AAPFU0939F0Z'))).toEqual({ ok: false, message: expect.stringContaining('not 0') });
    expect(checkGstin(withCheck('27AAPFU0939F1Y'))).toEqual({
      ok: false,
      message: 'The 14th character of a GSTIN is Z.',
    });
  });

  it('rejects every single-character typing mistake the check character can see', () => {
    const valid = '27AAPFU0939F1ZV';
    let tried = 0;
    for (let position = 0; position < 15; position++) {
      for (const replacement of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        if (replacement === valid[position]) continue;
        const typo = `${valid.slice(0, position)}${replacement}${valid.slice(position + 1)}`;
        expect(checkGstin(typo).ok).toBe(false);
        tried += 1;
      }
    }
    expect(tried).toBe(15 * 35);
  });

  it('catches two neighbouring characters swapped', () => {
    expect(checkGstin('27AAPFU0939F1ZV').ok).toBe(true);
    expect(checkGstin('27AAPFU9039F1ZV')).toEqual({ ok: false, message: expect.stringContaining('typing mistake') });
  });
});

describe('the states list', () => {
  it('has the 28 states and 8 union territories, each code once, all valid in a GSTIN', () => {
    expect(GST_STATES.filter((entry) => entry.kind === 'state')).toHaveLength(28);
    expect(GST_STATES.filter((entry) => entry.kind === 'union territory')).toHaveLength(8);
    expect(new Set(GST_STATES.map((entry) => entry.code)).size).toBe(36);
    for (const entry of GST_STATES) expect(GSTIN_STATE_CODES.get(entry.code)).toBe(entry.name);
  });

  it('names the state half of the tax UTGST only in union territories without a legislature', () => {
    expect(gstStateByCode('27')).toMatchObject({ name: 'Maharashtra', stateTax: 'SGST' });
    expect(gstStateByCode('07')).toMatchObject({ name: 'Delhi', stateTax: 'SGST' });
    expect(gstStateByCode('04')).toMatchObject({ name: 'Chandigarh', stateTax: 'UTGST' });
    expect(GST_STATES.filter((entry) => entry.stateTax === 'UTGST').map((entry) => entry.code)).toEqual([
      '04',
      '26',
      '31',
      '35',
      '38',
    ]);
    expect(gstStateByCode('97')).toBeUndefined();
  });
});
