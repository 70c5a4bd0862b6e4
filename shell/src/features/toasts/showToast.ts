/** Raises a toast; react-toastify is fetched on first use, not at start-up (see Toaster). */
export async function showToast(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('react-toastify');
  toast[kind](message);
}
