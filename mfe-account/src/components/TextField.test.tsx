import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';

function Controlled({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Email" name="email" value={value} onValueChange={setValue} error={error} hint={hint} />;
}

describe('TextField', () => {
  it('labels the input and passes typed text up', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links the error to the input and marks it invalid', () => {
    render(<Controlled error="Email is required." hint="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required.');
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
  });

  it('describes the input with the hint while there is no error', () => {
    render(<Controlled hint="We never share it." />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it.');
  });
});
