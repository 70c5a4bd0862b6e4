import type { ComponentType } from 'react';

/** What a remote's page module exports. */
export interface PageModule {
  default: ComponentType;
}

export const isPageModule = (module: unknown): module is PageModule =>
  typeof (module as Partial<PageModule> | null | undefined)?.default === 'function';
