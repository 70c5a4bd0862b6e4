/**
 * Toasts for every app through react-toastify (the shared singleton), imported on first use so a
 * bundle that never raises one does not carry it. In the composed site the shell's app has loaded it
 * already and its one container renders from the start, so the import resolves at once and the toast
 * shows. Calls keep their order: a dismiss after a show applies to that toast.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** A fixed id: a second toast with the same id is not shown twice, and dismissToast can close it. */
  id?: string;
}

type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | null = null;
const library = (): Promise<Toastify> => (toastify ??= import('react-toastify'));

export function showToast(kind: ToastKind, message: string, { id }: ToastOptions = {}): void {
  void library().then(({ toast }) => (id === undefined ? toast[kind](message) : toast[kind](message, { toastId: id })));
}

export function dismissToast(id: string): void {
  void library().then(({ toast }) => toast.dismiss(id));
}
