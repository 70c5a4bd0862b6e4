import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { afterFirstPaint } from '../../utils/afterFirstPaint';

const ToastContainer = lazy(() => import('./toastContainer').then((module) => ({ default: module.ToastContainer })));

/**
 * The page's one toast container, mounted once the first page has painted and the browser is idle,
 * so react-toastify stays off the first page's way. A toast raised earlier is not lost: react-toastify queues toasts until a container
 * mounts.
 */
export function Toaster({ after }: { after: Promise<unknown> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstPaint(after).then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [after]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
