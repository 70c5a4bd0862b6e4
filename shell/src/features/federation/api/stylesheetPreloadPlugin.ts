import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loading a remote's page, the federation runtime adds a <link rel="stylesheet"> for the page's CSS
 * (from the remote's manifest) at once. The remote's own chunk loading (mini-css-extract) then takes
 * that link as loaded and runs the page without waiting: the page could show unstyled and shift.
 * The runtime's link becomes a preload instead (the CSS still starts with the page's scripts); the
 * chunk loading adds the stylesheet itself and runs the page once it has arrived.
 */
export function stylesheetPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-stylesheet-preload',
    createLink({ url, attrs }) {
      if (attrs?.['rel'] !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = url;
      return link;
    },
  };
}
