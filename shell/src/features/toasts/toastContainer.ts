/**
 * The toast container with its styles as a file: the build gives every app react-toastify's
 * unstyled build (its default one injects a <style> at run time, which the pages' CSP blocks).
 * Loaded lazily by the Toaster, so neither is on the first page's way.
 */
import 'react-toastify/ReactToastify.css';

export { ToastContainer } from 'react-toastify';
