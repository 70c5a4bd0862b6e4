import { render, screen } from '@testing-library/react';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('shows progress and is disabled while pending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    rerender(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('is disabled and says when it can be used while there is a wait', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Sending…" waitLabel="Send again in 42 s">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send again in 42 s' })).toBeDisabled();

    rerender(
      <SubmitButton pending={false} pendingLabel="Sending…">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
