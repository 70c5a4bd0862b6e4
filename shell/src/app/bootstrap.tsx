import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from 'shared-contracts';
import { loadCartRuntime } from '../features/cart-runtime/loadCartRuntime';
import { fetchRemotesManifest, registerRemotesFrom } from '../features/federation/api/remoteRegistry';
import { App } from './App';

/** Reads /config.json and /remotes.json together, registers the remotes, renders the site. */
export async function bootstrap(root: HTMLElement): Promise<void> {
  const [config, remotes] = await Promise.all([
    fetchRuntimeConfig(),
    fetchRemotesManifest().catch((error: unknown) => {
      console.error('[federation] /remotes.json could not be read; remote pages will show their fallback', error);
      return {};
    }),
  ]);
  registerRemotesFrom(remotes);
  // Fire and forget: the cart runtime never holds up the first render (it logs its own failures).
  void loadCartRuntime(config);
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
