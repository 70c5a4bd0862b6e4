/** The keys the admin's order search finds an order by. */
import { MAX_EMAIL_PREFIX, orderSearchKeys, searchNeedle } from './order-search-keys';

describe('orderSearchKeys', () => {
  it('every ending of the order number and every start of the e-mail, lower case, each once', () => {
    const keys = orderSearchKeys('order_Ab1', 'Ab@X.in');
    expect(keys).toEqual([
      'order_ab1',
      'rder_ab1',
      'der_ab1',
      'er_ab1',
      'r_ab1',
      '_ab1',
      'ab1',
      'b1',
      '1',
      'a',
      'ab',
      'ab@',
      'ab@x',
      'ab@x.',
      'ab@x.i',
      'ab@x.in',
    ]);
    expect(keys).toContain(searchNeedle(' AB1 '));
    expect(keys).not.toContain('order_');
    expect(keys).not.toContain('x.in');
  });

  it('an order without billing is found by its number alone; a long address by its first characters or all of it', () => {
    expect(orderSearchKeys('o_1', undefined)).toEqual(['o_1', '_1', '1']);
    const address = `${'m'.repeat(80)}@example.in`;
    const keys = orderSearchKeys('o', address);
    expect(keys).toContain('m'.repeat(MAX_EMAIL_PREFIX));
    expect(keys).not.toContain('m'.repeat(MAX_EMAIL_PREFIX + 1));
    expect(keys).toContain(address);
    expect(keys).toHaveLength(1 + MAX_EMAIL_PREFIX + 1);
  });
});
