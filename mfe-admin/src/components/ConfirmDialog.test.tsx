import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(onCancel = jest.fn()) {
  render(
    <ConfirmDialog
      title="Delete it?"
      message="This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={false}
      onConfirm={jest.fn()}
      onCancel={onCancel}
    >
      <label htmlFor="why">Why</label>
      <textarea id="why" />
    </ConfirmDialog>,
  );
  return { user: userEvent.setup(), onCancel };
}

describe('ConfirmDialog', () => {
  it('starts on Cancel and keeps Tab inside, through its extra fields, both ways', async () => {
    const { user } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Why')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('cancels on Escape', async () => {
    const { user, onCancel } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
