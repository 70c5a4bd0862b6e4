// The shell's runtime plugin that hands its federation runtime to the remotes' containers, which are
// built without one (experiments.externalRuntime: they read the global _FEDERATION_RUNTIME_CORE).
// Stands in for @module-federation/inject-external-runtime-core-plugin, which provideExternalRuntime
// adds: that one also warns when a second runtime provides itself, which cannot happen here (the
// shell is the only host), and cost ~0.2 KB brotli more in main.js.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'storefront-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
