import { fireEvent, render, screen } from '@testing-library/react';
import type { FieldErrors } from '../validation';
import { useFormFields } from './useFormFields';

interface Parcel {
  sender: string;
  receiver: string;
}

const EMPTY: Parcel = { sender: '', receiver: '' };
// Not the order the form shows them: focus follows `order`, not the DOM.
const ORDER = ['receiver', 'sender'] as const;

const validate = (values: Parcel): FieldErrors<Parcel> => {
  const errors: FieldErrors<Parcel> = {};
  if (!values.sender) errors.sender = 'Enter the sender.';
  if (!values.receiver) errors.receiver = 'Enter the receiver.';
  return errors;
};

function Harness({ pending = false, onValid }: { pending?: boolean; onValid: (values: Parcel) => void }) {
  const { values, errors, setValue, submitHandler } = useFormFields(EMPTY, validate, ORDER);
  return (
    <form aria-label="Parcel" onSubmit={submitHandler({ pending, onValid })} noValidate>
      {(['sender', 'receiver'] as const).map((name) => (
        <p key={name}>
          <label htmlFor={name}>{name}</label>
          <input id={name} name={name} value={values[name]} onChange={(event) => setValue(name, event.target.value)} />
          {errors[name]}
        </p>
      ))}
    </form>
  );
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Parcel' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('says nothing before the first submit, then focuses the first invalid field in the given order', () => {
  const onValid = jest.fn();
  render(<Harness onValid={onValid} />);
  type('sender', 'x');
  type('sender', '');
  expect(screen.queryByText('Enter the sender.')).toBeNull();

  submit();
  expect(screen.getByText('Enter the sender.')).toBeInTheDocument();
  expect(screen.getByText('Enter the receiver.')).toBeInTheDocument();
  expect(screen.getByLabelText('receiver')).toHaveFocus();
  expect(onValid).not.toHaveBeenCalled();
});

it('after an attempt, errors follow the values and a valid submit hands them over', () => {
  const onValid = jest.fn();
  render(<Harness onValid={onValid} />);
  submit();
  type('receiver', 'Meera');
  expect(screen.queryByText('Enter the receiver.')).toBeNull();
  expect(screen.getByText('Enter the sender.')).toBeInTheDocument();

  type('sender', 'Arjun');
  submit();
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid).toHaveBeenCalledWith({ sender: 'Arjun', receiver: 'Meera' });
});

it('does nothing while pending', () => {
  const onValid = jest.fn();
  const { rerender } = render(<Harness pending onValid={onValid} />);
  submit();
  expect(screen.queryByText('Enter the sender.')).toBeNull();

  type('sender', 'Arjun');
  type('receiver', 'Meera');
  submit();
  expect(onValid).not.toHaveBeenCalled();
  rerender(<Harness onValid={onValid} />);
  submit();
  expect(onValid).toHaveBeenCalledTimes(1);
});
