/**
 * The public surface of shared-contracts, hashed: what each entry point (package.json "exports")
 * declares, as the TypeScript compiler emits it (.d.ts, comments removed, imports and file paths
 * left out), plus the wire names that never show in a type: the versioned event names and
 * globalThis keys (string literals starting with "storefront"). A change to any of them changes
 * the hash; shared-contracts/contract-surface.json keeps {version, surfaceHash} and a test fails
 * when the hash moves without a CONTRACT_VERSION bump.
 *
 *   node tooling/releases/contract-surface.js [--write] [--print]   (npm run contract-surface -w shared-contracts)
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const semver = require('semver');
const ts = require('typescript');
const { REPO_ROOT } = require('./settings');
const { readContractVersion } = require('./contract');

const CONTRACTS_DIR = path.join(REPO_ROOT, 'shared-contracts');
const SNAPSHOT_NAME = 'contract-surface.json';
const WIRE_NAME = /^storefront[:.]/;

function entryFiles(packageDir) {
  const { exports: entries } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(entries).map(([subpath, targets]) => ({ subpath, file: path.resolve(packageDir, targets.source) }));
}

function compilerOptions(packageDir) {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  return {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
    declarationMap: false,
    composite: false,
    incremental: false,
    types: [],
  };
}

const printer = ts.createPrinter({ removeComments: true });
/** The printer keeps a list's trailing comma from the source: a formatter's choice, not the contract's. */
const print = (node, file) => printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/,(\s*[}\])>])/g, '$1');

/** A .d.ts's statements without file paths: imports dropped, re-exports' module names blanked. */
function declarationStatements(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return file.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement)) return [];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause ? print(statement.exportClause, file) : '*';
      return [`export ${statement.isTypeOnly ? 'type ' : ''}${clause} from (module)`];
    }
    const printed = print(statement, file);
    return printed === 'export {};' ? [] : [printed];
  });
}

function wireNames(sourceFile) {
  const names = [];
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WIRE_NAME.test(node.text)) names.push(`wire ${node.getText()}`);
    else if (ts.isTemplateExpression(node) && WIRE_NAME.test(node.head.text)) names.push(`wire ${node.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/**
 * @param {string} [packageDir] the contracts package (package.json with "exports" → { source })
 * @returns {{ surfaceHash: string, lines: string[] }}
 */
function contractSurface(packageDir = CONTRACTS_DIR) {
  const entries = entryFiles(packageDir);
  const program = ts.createProgram(entries.map((entry) => entry.file), compilerOptions(packageDir));
  const own = (fileName) => path.resolve(fileName).startsWith(path.join(packageDir, 'src') + path.sep);
  const lines = [`entries ${entries.map((entry) => entry.subpath).sort().join(' ')}`];
  program.emit(undefined, (fileName, text) => lines.push(...declarationStatements(fileName, text)), undefined, true);
  for (const file of program.getSourceFiles()) if (own(file.fileName) && !file.isDeclarationFile) lines.push(...wireNames(file));
  lines.sort();
  return { surfaceHash: crypto.createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16), lines };
}

/**
 * What is wrong between the recorded snapshot and the current surface, or null.
 * @param {{ recorded: { version: string, surfaceHash: string }, current: { version: string, surfaceHash: string } }} snapshots
 */
function surfaceProblem({ recorded, current }) {
  const update = 'then run `npm run contract-surface -w shared-contracts`';
  if (current.surfaceHash !== recorded.surfaceHash && current.version === recorded.version) {
    return (
      `The public contract of shared-contracts changed but CONTRACT_VERSION is still ${current.version}. ` +
      `Bump it in shared-contracts/src/contract-version.ts (major if a released remote or shell would break, ` +
      `minor if you only added, patch if declarations only moved), ${update}.`
    );
  }
  if (current.version !== recorded.version && !semver.gt(current.version, recorded.version)) {
    return `CONTRACT_VERSION went from ${recorded.version} to ${current.version}: a contract version only goes up.`;
  }
  if (current.version !== recorded.version || current.surfaceHash !== recorded.surfaceHash) {
    return `contract-surface.json records ${recorded.version} (${recorded.surfaceHash}) but the contract is ${current.version} (${current.surfaceHash}): ${update}.`;
  }
  return null;
}

const snapshotFile = (packageDir = CONTRACTS_DIR) => path.join(packageDir, SNAPSHOT_NAME);

module.exports = { contractSurface, surfaceProblem, snapshotFile };

if (require.main === module) {
  const args = process.argv.slice(2);
  const { surfaceHash, lines } = contractSurface();
  const current = { version: readContractVersion(), surfaceHash };
  if (args.includes('--print')) console.log(lines.join('\n'));
  const recorded = fs.existsSync(snapshotFile()) ? JSON.parse(fs.readFileSync(snapshotFile(), 'utf8')) : null;
  const problem = recorded && surfaceProblem({ recorded, current });
  if (!args.includes('--write')) {
    console.log(problem ?? `contract ${current.version}, surface ${surfaceHash}: recorded`);
    process.exit(problem ? 1 : 0);
  }
  // Recording a changed surface under the old version is exactly what the snapshot exists to stop.
  if (recorded && recorded.surfaceHash !== surfaceHash && recorded.version === current.version) {
    console.error(problem);
    process.exit(1);
  }
  fs.writeFileSync(snapshotFile(), `${JSON.stringify(current, null, 2)}\n`);
  console.log(`recorded contract ${current.version}, surface ${surfaceHash} in ${path.relative(process.cwd(), snapshotFile())}`);
}
