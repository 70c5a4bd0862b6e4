/**
 * The page a remote's team runs on its own port (`npm run dev -w mfe-x` or `npm start -w mfe-x`):
 * the same config, auth and toasts as the composed site, with a bar linking the remote's pages.
 * Only remotes' standalone entries use it; the composed site never loads it.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'shared-contracts/router';
import { ToastContainer, Zoom } from 'react-toastify';
// Its styles as a file (the build gives every app react-toastify's unstyled build: see tooling/webpack.js).
import 'react-toastify/ReactToastify.css';
import { fetchRuntimeConfig } from '../config';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../constants';
import { FirebaseAuthProvider } from '../firebase-auth';
import { ConfigContext } from '../react/config-context';
import { usePageTitle } from '../react/hooks';

export interface StandalonePage {
  path: string;
  /** Link text; omit for routes with parameters. */
  label?: string;
  title: string;
  Component: ComponentType;
}

function Titled({ title, Component }: Pick<StandalonePage, 'title' | 'Component'>) {
  usePageTitle(title);
  return <Component />;
}

export async function mountStandalone(team: string, pages: StandalonePage[]): Promise<void> {
  const config = await fetchRuntimeConfig();
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <FirebaseAuthProvider config={config}>
          <BrowserRouter>
            <nav aria-label={`${team} pages`} style={{ display: 'flex', gap: 16, padding: 12, background: '#f3ebe3' }}>
              <strong>{team} (standalone)</strong>
              {pages
                .filter((page) => page.label)
                .map((page) => (
                  <Link key={page.path} to={page.path}>
                    {page.label}
                  </Link>
                ))}
            </nav>
            <main style={{ padding: 16 }}>
              <Routes>
                {pages.map(({ path, title, Component }) => (
                  <Route key={path} path={path} element={<Titled title={title} Component={Component} />} />
                ))}
                <Route path="*" element={<p>Pick a page above.</p>} />
              </Routes>
            </main>
            <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} transition={Zoom} />
          </BrowserRouter>
        </FirebaseAuthProvider>
      </ConfigContext.Provider>
    </StrictMode>,
  );
}
