import { BrowserRouter } from 'shared-contracts/router';
import type { StorefrontConfig } from 'shared-contracts';
import { FirebaseAuthProvider } from 'shared-contracts/firebase-auth';
import { ConfigContext } from 'shared-contracts/react';
import { useChatWidget } from '../features/chat-widget/useChatWidget';
import { RemotePage } from '../features/federation/components/RemotePage';
import { useRemotesUpdates } from '../features/federation/hooks/useRemotesUpdates';
import { Toaster } from '../features/toasts/Toaster';
import '../styles/global.css';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  config: StorefrontConfig;
}

/**
 * The site in the browser. Its elements are ServerApp's (server-frame/) but for the router and the
 * session, which add no HTML: a page the page server rendered is hydrated as it is.
 */
export function App({ config }: AppProps) {
  useChatWidget(config.chatWidgetUrl);
  useRemotesUpdates();
  return (
    <ConfigContext.Provider value={config}>
      <FirebaseAuthProvider config={config}>
        <BrowserRouter>
          <AppRoutes RemotePage={RemotePage} />
          <Toaster />
        </BrowserRouter>
      </FirebaseAuthProvider>
    </ConfigContext.Provider>
  );
}
