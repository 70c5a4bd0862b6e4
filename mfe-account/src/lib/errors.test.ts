import { errorMessage } from './errors';

describe('errorMessage', () => {
  it('reads an Error message', () => {
    expect(errorMessage(new Error('Wrong email or password.'))).toBe('Wrong email or password.');
  });

  it('reads a plain object message and a string', () => {
    expect(errorMessage({ message: 'Server said no' })).toBe('Server said no');
    expect(errorMessage('boom')).toBe('boom');
  });

  it('is empty when there is no usable message', () => {
    expect(errorMessage(new Error(''))).toBe('');
    expect(errorMessage(new Error('   '))).toBe('');
    expect(errorMessage({ message: 42 })).toBe('');
    expect(errorMessage(undefined)).toBe('');
    expect(errorMessage(null)).toBe('');
  });
});
