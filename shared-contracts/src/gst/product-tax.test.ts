import { DEFAULT_PRODUCT_TAX, isHsnCode, productTaxFacts } from './product-tax';

describe('product tax facts', () => {
  it('accepts HSN codes of 4 to 8 digits only', () => {
    for (const code of ['9403', '940360', '94036000', '94013']) expect(isHsnCode(code)).toBe(true);
    for (const code of ['940', '940360001', '94O3', ' 9403', '', 9403, undefined]) expect(isHsnCode(code)).toBe(false);
  });

  it("reads a product's own facts, and the shop's default 9403 at 18 % where they are missing or unusable", () => {
    expect(productTaxFacts({ hsn: '9401', gstRatePercent: 12 })).toEqual({ hsn: '9401', gstRatePercent: 12 });
    expect(productTaxFacts({ hsn: '9404', gstRatePercent: 0 })).toEqual({ hsn: '9404', gstRatePercent: 0 });
    expect(productTaxFacts({})).toEqual(DEFAULT_PRODUCT_TAX);
    expect(productTaxFacts({ hsn: '94', gstRatePercent: 17 })).toEqual({ hsn: '9403', gstRatePercent: 18 });
  });
});
