import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalDialog } from './useModalDialog';

function Dialog({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ onCancel, pending });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog under test
    <div ref={dialogRef} role="alertdialog" aria-label="Remove it?" onKeyDown={onKeyDown}>
      <button ref={cancelRef} type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" disabled>
        Not now
      </button>
      <button type="button">Remove</button>
    </div>
  );
}

describe('useModalDialog', () => {
  it('opens on the safe choice and cycles Tab over the enabled controls only, both ways', async () => {
    const user = userEvent.setup();
    render(<Dialog onCancel={jest.fn()} pending={false} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('cancels on Escape, but not while the confirmed action runs', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const { rerender } = render(<Dialog onCancel={onCancel} pending />);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    rerender(<Dialog onCancel={onCancel} pending={false} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
