/**
 * Toasts for every app, without putting react-toastify on a page's first load: the library (the
 * shared singleton) is fetched on first use, and the shell's one container shows the toast (it
 * queues toasts raised before it mounts). Calls keep their order: a dismiss after a show applies to
 * that toast.
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
