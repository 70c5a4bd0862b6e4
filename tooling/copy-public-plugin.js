/** Emits every file of the app's public/ folder (except the HTML template) into dist/. */
const fs = require('fs');
const path = require('path');

class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir, { recursive: true })) {
            const full = path.join(this.dir, String(file));
            if (file === 'index.html' || !fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(
              String(file).split(path.sep).join('/'),
              new compiler.webpack.sources.RawSource(fs.readFileSync(full)),
            );
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicPlugin };
