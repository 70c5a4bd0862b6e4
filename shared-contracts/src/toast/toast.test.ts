import { toast } from 'react-toastify';
import { dismissToast, showToast } from '.';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));

describe('toasts', () => {
  it('raises each kind through react-toastify once it has loaded, with the id when given', async () => {
    showToast('success', 'Product added to cart successfully');
    showToast('error', 'Please login first');
    showToast('info', 'Uploading image...', { id: 'upload' });
    expect(toast.success).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toast.success).toHaveBeenCalledWith('Product added to cart successfully');
    expect(toast.error).toHaveBeenCalledWith('Please login first');
    expect(toast.info).toHaveBeenCalledWith('Uploading image...', { toastId: 'upload' });
  });

  it('keeps the order of calls: a dismiss right after a show closes that toast', async () => {
    jest.clearAllMocks();
    showToast('info', 'Uploading image...', { id: 'upload' });
    dismissToast('upload');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toast.dismiss).toHaveBeenCalledWith('upload');
    expect(jest.mocked(toast.info).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(toast.dismiss).mock.invocationCallOrder[0] ?? 0,
    );
  });
});
