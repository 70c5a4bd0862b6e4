import { BrowserRouter } from 'shared-contracts/router';
import type { StorefrontConfig } from 'shared-contracts';
import { FirebaseAuthProvider } from 'shared-contracts/firebase-auth';
import { ConfigContext } from 'shared-contracts/react';
import { useChatWidget } from '../features/chat-widget/useChatWidget';
import { Toaster } from '../features/toasts/Toaster';
import '../styles/global.css';
import { AppRoutes } from './AppRoutes';

export function App({ config }: { config: StorefrontConfig }) {
  useChatWidget(config.chatWidgetUrl);
  return (
    <ConfigContext.Provider value={config}>
      <FirebaseAuthProvider config={config}>
        <BrowserRouter>
          <AppRoutes />
          <Toaster />
        </BrowserRouter>
      </FirebaseAuthProvider>
    </ConfigContext.Provider>
  );
}
