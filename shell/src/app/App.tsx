import { BrowserRouter } from 'shared-contracts/router';
import type { StorefrontConfig } from 'shared-contracts';
import { FirebaseAuthProvider } from 'shared-contracts/firebase-auth';
import { ConfigContext } from 'shared-contracts/react';
import { useChatWidget } from '../features/chat-widget/useChatWidget';
import { useRemotesUpdates } from '../features/federation/hooks/useRemotesUpdates';
import { Toaster } from '../features/toasts/Toaster';
import '../styles/global.css';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  config: StorefrontConfig;
  /** Settles when the first page has loaded; what can wait starts after it. */
  firstPageLoaded: Promise<unknown>;
}

export function App({ config, firstPageLoaded }: AppProps) {
  useChatWidget(config.chatWidgetUrl);
  useRemotesUpdates();
  return (
    <ConfigContext.Provider value={config}>
      <FirebaseAuthProvider config={config}>
        <BrowserRouter>
          <AppRoutes />
          <Toaster after={firstPageLoaded} />
        </BrowserRouter>
      </FirebaseAuthProvider>
    </ConfigContext.Provider>
  );
}
