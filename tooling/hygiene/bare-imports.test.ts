import fs from 'node:fs';
import path from 'node:path';
import { bareSpecifiers, findUndeclared, isDeclared, type PackageJson } from './bare-imports';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

describe('bareSpecifiers', () => {
  it('finds imports, re-exports, requires, dynamic imports and require.resolve; skips built-ins and relative paths', () => {
    const source = [
      "import React from 'react';",
      "import type { Page } from 'playwright-core';",
      "export { x } from '@scope/pkg/sub';",
      "const esbuild = require('esbuild');",
      "const launcher = await import('chrome-launcher');",
      "const sdk = require.resolve('@module-federation/sdk');",
      "const own = require.resolve('own-plugin', { paths: [__dirname] });",
      "const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });",
      "import fs from 'node:fs'; import path from 'path'; import { a } from './a'; import b from '../b';",
    ].join('\n');
    expect(bareSpecifiers(source).sort()).toEqual(
      [
        '@module-federation/sdk',
        '@scope/pkg',
        'chrome-launcher',
        'esbuild',
        'own-plugin',
        'playwright-core',
        'react',
      ].sort(),
    );
  });

  it('counts a package as declared in any section, through its @types package, or as the package itself', () => {
    const pkg: PackageJson = {
      name: 'self',
      devDependencies: { '@types/estree': '1' },
      peerDependencies: { react: '19' },
    };
    expect(['react', 'estree', 'self'].map((name) => isDeclared(pkg, name))).toEqual([true, true, true]);
    expect(isDeclared(pkg, 'esbuild')).toBe(false);
  });
});

describe('every package declares what it imports (nothing works only by hoisting)', () => {
  // bench/ and scripts/ are not workspaces: the root package.json owns them.
  const workspaces = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces as string[];
  const owners: Array<[owner: string, dirs: string[]]> = [
    ['.', ['bench', 'scripts']],
    ...workspaces.map((workspace): [string, string[]] => [workspace, [workspace]]),
  ];

  it.each(owners)('%s/package.json declares every bare import', (owner, dirs) => {
    const undeclared = findUndeclared(path.resolve(REPO_ROOT), owner, dirs);
    expect(undeclared.map(({ name, file }) => `${name} (${file})`)).toEqual([]);
  });
});
