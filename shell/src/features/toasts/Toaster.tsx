import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { whenIdle } from '../../utils/whenIdle';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * The page's one toast container, mounted once the page is idle so react-toastify stays off the
 * first paint. A toast raised earlier is not lost: react-toastify queues toasts until a container
 * mounts.
 */
export function Toaster() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
