import { focusFirstInvalid } from './focusFirstInvalid';

interface Address {
  street: string;
  city: string;
  pin: string;
}

const ORDER = ['street', 'city', 'pin'] as const;

function form(): HTMLFormElement {
  document.body.innerHTML = '<form><input name="street"><input name="city"><input name="pin"></form>';
  return document.querySelector('form')!;
}

it('focuses the first field in order that has an error', () => {
  const target = form();
  focusFirstInvalid<Address>(target, { pin: 'Enter the PIN.', city: 'Enter the city.' }, ORDER);
  expect(document.activeElement).toBe(target.elements.namedItem('city'));
});

it('leaves focus alone when no field has an error', () => {
  focusFirstInvalid<Address>(form(), {}, ORDER);
  expect(document.activeElement).toBe(document.body);
});
