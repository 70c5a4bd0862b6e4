import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { ToastContainer } from 'react-toastify';
// Its styles as a file: the build gives every app react-toastify's unstyled build (its default one
// injects a <style> at run time, which the pages' CSP blocks).
import 'react-toastify/ReactToastify.css';

/**
 * The page's one toast container, rendered with the site from the first render (and by the server,
 * an empty live region), so the first Add to Cart's toast shows in the same frame as its click
 * handler's work, not after a container is fetched and mounted.
 */
export function Toaster() {
  return <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />;
}
