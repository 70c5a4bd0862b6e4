import { BrowserRouter } from 'shared-contracts/router';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION, type StorefrontConfig } from 'shared-contracts';
import { FirebaseAuthProvider } from 'shared-contracts/firebase-auth';
import { ConfigContext } from 'shared-contracts/react';
import { useChatWidget } from '../features/chat-widget/useChatWidget';
import '../styles/global.css';
import { AppRoutes } from './AppRoutes';

export function App({ config }: { config: StorefrontConfig }) {
  useChatWidget(config.chatWidgetUrl);
  return (
    <ConfigContext.Provider value={config}>
      <FirebaseAuthProvider config={config}>
        <BrowserRouter>
          <AppRoutes />
          <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
        </BrowserRouter>
      </FirebaseAuthProvider>
    </ConfigContext.Provider>
  );
}
