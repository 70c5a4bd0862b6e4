/**
 * The router every app uses, shared as one singleton (one router context for the whole page).
 * Only the names below are bundled: a shared module cannot be tree-shaken by its consumers, and all
 * of react-router-dom is ~62 KB gzip against ~16 KB for this list. Adding a name here is a
 * contract change: the shell must ship it before a remote relies on it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, NavLinkProps, LinkProps, SetURLSearchParams } from 'react-router-dom';
