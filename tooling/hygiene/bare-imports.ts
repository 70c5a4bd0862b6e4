/**
 * Finds the packages a source file names (import, export-from, require, import(), require.resolve)
 * and checks each is declared by the package.json that owns the file, so nothing works only because
 * npm hoisted someone else's dependency to the root node_modules.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(c|m)?[jt]sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', 'test-results']);

/** The package part of a specifier ('@scope/name/sub' → '@scope/name', 'name/sub' → 'name'). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const isBuiltin = (name: string): boolean => name.startsWith('node:') || builtinModules.includes(name);
const isBare = (specifier: string): boolean =>
  !/^(\.|\/|[a-zA-Z]:[\\/]|#)/.test(specifier) && !/^[a-z]+:/.test(specifier.replace(/^node:/, ''));

/** `{ paths: [__dirname] }` resolves from the file's own folder, like no option at all. */
const resolvesFromHere = (options: ts.Expression | undefined): boolean =>
  options === undefined ||
  (ts.isObjectLiteralExpression(options) &&
    options.properties.every(
      (property) =>
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'paths' &&
        ts.isArrayLiteralExpression(property.initializer) &&
        property.initializer.elements.every((element) => ts.isIdentifier(element) && element.text === '__dirname'),
    ));

/**
 * require.resolve('x') names a package too (preProcessFile does not report it). With other `paths`
 * the caller resolves from elsewhere on purpose (e.g. the repo root), so that one does not count.
 */
function resolvedPackages(source: string): string[] {
  if (!source.includes('require.resolve')) return [];
  const file = ts.createSourceFile('source.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.getText() === 'require.resolve' &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      resolvesFromHere(node.arguments[1])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every package (not built-in, not relative) a source text names. */
export function bareSpecifiers(source: string): string[] {
  const names = [
    ...ts.preProcessFile(source, true, true).importedFiles.map((ref) => ref.fileName),
    ...resolvedPackages(source),
  ];
  return [
    ...new Set(
      names
        .filter((name) => name && isBare(name))
        .map(packageName)
        .filter((name) => !isBuiltin(name)),
    ),
  ];
}

export interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Names declared in any dependency section; a bare name also counts when its @types package is declared. */
export function isDeclared(pkg: PackageJson, name: string): boolean {
  const declared = {
    ...pkg.dependencies,
    ...pkg.devDependencies,
    ...pkg.peerDependencies,
    ...pkg.optionalDependencies,
  };
  const typesName = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
  return name === pkg.name || name in declared || typesName in declared;
}

export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

export interface Undeclared {
  packageJson: string;
  name: string;
  file: string;
}

/** The imports in `dirs` (relative to `root`) that `root/owner/package.json` does not declare. */
export function findUndeclared(root: string, owner: string, dirs: string[]): Undeclared[] {
  const packageJson = path.join(owner, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, packageJson), 'utf8')) as PackageJson;
  return dirs
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .flatMap((file) =>
      bareSpecifiers(fs.readFileSync(file, 'utf8'))
        .filter((name) => !isDeclared(pkg, name))
        .map((name) => ({ packageJson, name, file: path.relative(root, file) })),
    );
}
