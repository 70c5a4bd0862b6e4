import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits its form when idle, with its label and no busy mark', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form aria-label="Settings" onSubmit={onSubmit}>
        <SubmitButton busy={false} busyLabel="Saving…">
          Save settings
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save settings' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('adm-button', 'adm-button--primary');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, marked busy and says so, and does not submit again', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form aria-label="Settings" onSubmit={onSubmit}>
        <SubmitButton busy busyLabel="Saving…">
          Save settings
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    await userEvent.setup().click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with onClick is a plain button in the tone asked for, which submits no form', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form aria-label="Dialog" onSubmit={onSubmit}>
        <SubmitButton busy={false} busyLabel="Deleting…" tone="danger" onClick={onClick}>
          Delete
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('adm-button', 'adm-button--danger');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
