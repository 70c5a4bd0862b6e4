/**
 * Bundles a small TypeScript entry with esbuild and inlines it at the top of the page's <head>, so
 * it runs while the parser is still reading the page, before any bundle has arrived. For hints and
 * hand-overs only (the shell's early start); keep it small, it is in every page load's HTML.
 */
const path = require('path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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
        const result = await esbuild.build({
          entryPoints: [this.entry],
          bundle: true,
          write: false,
          metafile: true,
          minify: compiler.options.mode === 'production',
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
          conditions: ['source'],
          logLevel: 'silent',
        });
        // Rebuild in watch mode when any of its sources changes.
        for (const input of Object.keys(result.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input));
        const script = HtmlWebpackPlugin.createHtmlTagObject('script', {}, result.outputFiles[0].text.trim());
        data.headTags.unshift(script);
        return data;
      });
    });
  }
}

module.exports = { InlineScriptPlugin };
