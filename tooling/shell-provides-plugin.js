/**
 * Fails the shell's build when it no longer provides a shared module that the remotes' containers
 * take from it without a fallback (`import: false`, PROVIDED_BY_SHELL): the shell provides only
 * what its own code imports, and a remote would otherwise break in the browser, not at build time.
 */
const NAME = 'ShellProvidesPlugin';
const PROVIDE_SHARED = 'provide-module';
const PROVIDED_PREFIX = /^(?:\([^)]*\)\/)?webpack\/sharing\/provide\/[^/]+\//;

class ShellProvidesPlugin {
  /** @param {{ names: string[] }} options the shared modules the shell must provide */
  constructor({ names }) {
    this.names = names;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const provided = new Set();
        for (const module of modules) {
          if (module.type === PROVIDE_SHARED)
            provided.add(module.libIdent({ context: compiler.context }).replace(PROVIDED_PREFIX, ''));
        }
        for (const name of this.names.filter((n) => !provided.has(n))) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${NAME}: the shell no longer provides "${name}", which the remotes take from it without a copy of their own (import: false). Import it in the shell or drop it from PROVIDED_BY_SHELL (tooling/shared-deps.js).`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { ShellProvidesPlugin };
