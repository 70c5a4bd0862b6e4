import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type StorefrontConfig } from '../config';

export { DEFAULT_CONFIG };

export const ConfigContext = createContext<StorefrontConfig>(DEFAULT_CONFIG);
ConfigContext.displayName = 'StorefrontConfig';

export const useConfig = (): StorefrontConfig => useContext(ConfigContext);
