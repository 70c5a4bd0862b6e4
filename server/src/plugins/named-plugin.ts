/**
 * A plugin of this app, named. Fastify names each plugin it registers for its errors and its plugin
 * tree; for one without a name of its own it searches every loaded module for the file exporting it,
 * twice per registration. About 50 plugins make an app, so naming them takes that search out of
 * every start (a test builds an app per case, where the module registry makes each search ~1 ms).
 * Encapsulated, as an unnamed plugin is: only the name is added.
 */
import type {
  FastifyBaseLogger,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProviderDefault,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';

export const namedPlugin = <Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> =>
  fp<Options, RawServerDefault, FastifyTypeProviderDefault, FastifyBaseLogger, FastifyPluginAsync<Options>>(plugin, {
    name,
    encapsulate: true,
  });
