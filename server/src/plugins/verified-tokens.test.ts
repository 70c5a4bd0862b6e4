import { createVerifiedTokens, type VerifiedToken } from './verified-tokens';

describe('verified tokens: a short-lived memory of tokens firebase-admin accepted', () => {
  const token = (uid: string, expiresAtMs: number): VerifiedToken => ({
    uid,
    email: `${uid}@example.com`,
    emailVerified: true,
    authTimeMs: 0,
    expiresAtMs,
  });

  it('gives back a remembered token for the same token string only', () => {
    const tokens = createVerifiedTokens({ now: () => 0 });
    tokens.remember('token-a', token('asha', 3_600_000));
    expect(tokens.get('token-a')).toEqual(token('asha', 3_600_000));
    expect(tokens.get('token-b')).toBeUndefined();
    expect(tokens.get('token-a ')).toBeUndefined();
  });

  it('forgets a token at its exp when that comes before the TTL', () => {
    let clock = 0;
    const tokens = createVerifiedTokens({ ttlMs: 60_000, now: () => clock });
    tokens.remember('short', token('asha', 10_000));
    clock = 9_999;
    expect(tokens.get('short')).toBeDefined();
    clock = 10_000;
    expect(tokens.get('short')).toBeUndefined();
  });

  it('forgets a token after the TTL even when its exp is later', () => {
    let clock = 0;
    const tokens = createVerifiedTokens({ ttlMs: 60_000, now: () => clock });
    tokens.remember('long', token('asha', 3_600_000));
    clock = 59_999;
    expect(tokens.get('long')).toBeDefined();
    clock = 60_000;
    expect(tokens.get('long')).toBeUndefined();
    // and it stays forgotten: the expired entry was dropped, not just hidden
    clock = 0;
    expect(tokens.get('long')).toBeUndefined();
  });

  it('never remembers a token that is already expired', () => {
    const tokens = createVerifiedTokens({ now: () => 5_000 });
    tokens.remember('stale', token('asha', 5_000));
    expect(tokens.get('stale')).toBeUndefined();
  });

  it('forget(uid) drops every token of that account and no other', () => {
    const tokens = createVerifiedTokens({ now: () => 0 });
    tokens.remember('asha-phone', token('asha', 3_600_000));
    tokens.remember('asha-laptop', token('asha', 3_600_000));
    tokens.remember('ravi-phone', token('ravi', 3_600_000));
    tokens.forget('asha');
    expect(tokens.get('asha-phone')).toBeUndefined();
    expect(tokens.get('asha-laptop')).toBeUndefined();
    expect(tokens.get('ravi-phone')).toBeDefined();
  });

  it('keeps at most maxEntries tokens, dropping the one remembered longest ago', () => {
    const tokens = createVerifiedTokens({ maxEntries: 2, now: () => 0 });
    tokens.remember('a', token('a', 3_600_000));
    tokens.remember('b', token('b', 3_600_000));
    tokens.remember('c', token('c', 3_600_000));
    expect([tokens.get('a'), tokens.get('b'), tokens.get('c')].map((found) => found?.uid)).toEqual([
      undefined,
      'b',
      'c',
    ]);
  });
});
