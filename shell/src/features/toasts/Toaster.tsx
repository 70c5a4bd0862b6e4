import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { ToastContainer, Zoom } from 'react-toastify';
// Its styles as a file: the build gives every app react-toastify's unstyled build (its default one
// injects a <style> at run time, which the pages' CSP blocks).
import 'react-toastify/ReactToastify.css';
import './toasts.css';

/**
 * The page's one toast container, rendered with the site from the first render (and by the server,
 * an empty live region), so the first Add to Cart's toast shows in the same frame as its click
 * handler's work, not after a container is fetched and mounted. A toast grows in where it stands
 * (Zoom): the default bounce starts 3,000 px off the screen, so on a phone nothing of the tap
 * showed for the ~180 ms the toast took to slide into view. It stands under the header (toasts.css),
 * so growing in at once never puts it over the header's links.
 */
export function Toaster() {
  return <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} transition={Zoom} />;
}
