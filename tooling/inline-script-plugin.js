/**
 * Bundles a small TypeScript entry with esbuild and inlines it at the top of the page's <head>, so
 * it runs while the parser is still reading the page, before any bundle has arrived. For hints and
 * hand-overs only (the shell's early start); keep it small, it is in every page load's HTML.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { bundleEntry, watchFiles } = require('./esbuild-entry');

const NAME = 'InlineScriptPlugin';

class InlineScriptPlugin {
  /** @param {{ entry: string }} options absolute path of the entry */
  constructor({ entry }) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const { output, inputs } = await bundleEntry(this.entry, {
          minify: compiler.options.mode === 'production',
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
        });
        watchFiles(compilation, inputs);
        const script = HtmlWebpackPlugin.createHtmlTagObject('script', {}, output('.js').trim());
        data.headTags.unshift(script);
        return data;
      });
    });
  }
}

module.exports = { InlineScriptPlugin };
