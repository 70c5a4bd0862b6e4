/**
 * Adds <link rel="preload"> tags to an app's page for the chunks its start-up needs: the named
 * chunks the entry imports at once (the shell's app, loaded while start-up fetches run) and the
 * shared modules those chunks consume (React, the router, ...), followed through shared modules
 * that consume others, with their extracted CSS (a chunk's modules run only once its CSS has
 * loaded). Without them the browser learns of these files only after main.js has run.
 * The entry script itself moves to the head, ahead of them, at high priority.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} chunkNames the named dynamic imports start-up makes (`webpackChunkName`)
 */
function startupChunkFiles(compilation, chunkNames) {
  const { chunkGraph, moduleGraph } = compilation;
  const blockChunks = (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
  const targetOf = (block) => (block?.dependencies[0] ? moduleGraph.getModule(block.dependencies[0]) : null);
  // A shared module sits in two chunks: the one this app provides to the share scope and its own
  // fallback. The page loads the provided one (this app registers first), so preload that.
  const providedChunks = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED)
      for (const block of module.blocks) providedChunks.set(targetOf(block), blockChunks(block));
  }
  const files = new Set();
  const seen = new Set();
  const queue = [];
  const enqueue = (chunks) => {
    for (const chunk of chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      queue.push(chunk);
    }
  };
  for (const name of chunkNames) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${NAME}: no chunk named "${name}" (import it with /* webpackChunkName: "${name}" */)`);
    enqueue(group.chunks);
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      const fallback = module.blocks[0];
      enqueue(providedChunks.get(targetOf(fallback)) ?? (fallback ? blockChunks(fallback) : []));
    }
  }
  return [...files];
}

class PreloadStartupChunksPlugin {
  /** @param {{ chunks?: string[] }} options named chunks start-up imports; none: only the entry script moves up */
  constructor({ chunks = [] } = {}) {
    this.chunks = chunks;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        const links = startupChunkFiles(compilation, this.chunks).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
          }),
        );
        // The entry script starts every other request: it goes first, at high priority (a deferred
        // script at the end of the body is fetched at low priority, behind all the preloads).
        const isEntry = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        const entries = [...data.headTags, ...data.bodyTags].filter(isEntry);
        for (const tag of entries) tag.attributes.fetchpriority = 'high';
        data.bodyTags = data.bodyTags.filter((tag) => !isEntry(tag));
        data.headTags = [...data.headTags.filter((tag) => !isEntry(tag)), ...entries, ...links];
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupChunkFiles };
