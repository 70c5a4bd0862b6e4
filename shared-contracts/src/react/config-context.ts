import { createContext, useContext } from 'react';
import type { StorefrontConfig } from '../config';

export const DEFAULT_CONFIG: StorefrontConfig = {
  storeName: 'Lakdi',
  apiBaseUrl: 'http://localhost:4000',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-storefront.firebaseapp.com',
    projectId: 'demo-storefront',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
  paymentScriptUrl: 'http://localhost:4000/sandbox/checkout.js',
  uploadUrl: 'http://localhost:4000/api/uploads/image/upload',
  uploadPreset: 'storefront-unsigned',
  chatWidgetUrl: null,
  contact: {
    email: 'hello@lakdi.example',
    phone: '+91 80 4000 1234',
    address: '14 Sawmill Road, Saharanpur, Uttar Pradesh 247001',
  },
};

export const ConfigContext = createContext<StorefrontConfig>(DEFAULT_CONFIG);
ConfigContext.displayName = 'StorefrontConfig';

export const useConfig = (): StorefrontConfig => useContext(ConfigContext);
