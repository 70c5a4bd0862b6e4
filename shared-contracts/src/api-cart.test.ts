import { parseRevisionETag, revisionETag } from './api-cart';

describe('revision ETags of the saved lists', () => {
  it('writes a revision as a strong ETag and reads it back', () => {
    expect(revisionETag(7)).toBe('"7"');
    expect(parseRevisionETag(revisionETag(7))).toBe(7);
    expect(parseRevisionETag(' "0" ')).toBe(0);
  });

  it('reads a weak ETag the same', () => {
    expect(parseRevisionETag('W/"12"')).toBe(12);
  });

  it.each(['7', '"x"', '"-1"', '"1.5"', '*', '"1", "2"', '""', `"${'9'.repeat(16)}"`])('refuses %j', (value) => {
    expect(parseRevisionETag(value)).toBeNull();
  });
});
