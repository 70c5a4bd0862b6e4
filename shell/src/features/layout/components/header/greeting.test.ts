import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it('uses the display name', () => {
    expect(greetingFor({ displayName: 'Asha', email: 'a@example.com' })).toBe('Hello, Asha');
  });

  it("falls back to the email's local part, then to 'there'", () => {
    expect(greetingFor({ displayName: '  ', email: 'ravi.k@example.com' })).toBe('Hello, ravi.k');
    expect(greetingFor({ displayName: null, email: null })).toBe('Hello, there');
  });
});
