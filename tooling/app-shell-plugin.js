/**
 * Paints the page before any script: renders a React entry (the shell's app shell: header and page
 * skeleton) to HTML at build time, puts it inside <div id="root">, and inlines the CSS it imports
 * into the head. The render gets the app's public/config.json (the store name in the header).
 * React replaces the markup on its first render (createRoot, no hydration).
 */
const fs = require('fs');
const { createRequire } = require('module');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { bundleEntry, watchFiles } = require('./esbuild-entry');

const NAME = 'AppShellPlugin';
const ROOT = '<div id="root"></div>';
/** Loaded from node_modules when the entry runs, not bundled. */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'];

/**
 * Bundles the entry for Node, runs its render function, returns the HTML and the CSS.
 * @param {string} entry absolute path of a module exporting renderAppShell(configBody?: unknown): string
 * @param {{ minify: boolean, config?: string }} options config: a JSON file handed to the render
 */
async function renderAppShell(entry, { minify, config }) {
  const { output, inputs } = await bundleEntry(entry, {
    minify,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', output('.js'))(module, module.exports, createRequire(entry));
  const configBody = config && fs.existsSync(config) ? JSON.parse(fs.readFileSync(config, 'utf8')) : undefined;
  const html = module.exports.renderAppShell(configBody);
  return { html, css: output('.css').trim(), inputs: configBody ? [...inputs, config] : inputs };
}

class AppShellPlugin {
  /** @param {{ entry: string, config?: string }} options absolute paths of the render entry and of the config it is given */
  constructor({ entry, config }) {
    this.entry = entry;
    this.config = config;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {ReturnType<typeof renderAppShell> | null} */
      let rendered = null;
      const render = () => {
        rendered ??= renderAppShell(this.entry, {
          minify: compiler.options.mode === 'production',
          config: this.config,
        }).then((shell) => {
          watchFiles(compilation, shell.inputs);
          return shell;
        });
        return rendered;
      };
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const { css } = await render();
        if (css) data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-app-shell-css': '' }, css));
        return data;
      });
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        const { html } = await render();
        if (!data.html.includes(ROOT)) throw new Error(`${NAME}: the page has no ${ROOT} to fill`);
        data.html = data.html.replace(ROOT, `<div id="root">${html}</div>`);
        return data;
      });
    });
  }
}

module.exports = { AppShellPlugin, renderAppShell };
