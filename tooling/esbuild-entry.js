/**
 * Bundles a small entry of an app with esbuild, for the build plugins that put code into the page
 * itself (the early-start script, the app shell). Resolves workspace packages from their sources.
 */
const path = require('path');
const esbuild = require('esbuild');

/**
 * @param {string} entry absolute path
 * @param {import('esbuild').BuildOptions} options what differs per use (format, platform, ...)
 * @returns {Promise<{ output: (ext: string) => string, inputs: string[] }>} each output file's text by
 *   its extension ('.js', '.css'), and every source file it read
 */
async function bundleEntry(entry, options) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    // Names the outputs (nothing is written): a .js, and a .css when the entry imports styles.
    outdir: path.join(path.dirname(entry), '.esbuild'),
    conditions: ['source'],
    logLevel: 'silent',
    ...options,
  });
  return {
    output: (ext) => result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '',
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)),
  };
}

/** Rebuilds the page in watch mode when any of these files changes. */
function watchFiles(compilation, files) {
  for (const file of files) compilation.fileDependencies.add(file);
}

module.exports = { bundleEntry, watchFiles };
