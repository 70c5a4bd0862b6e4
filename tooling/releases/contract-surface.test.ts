/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CONTRACT_VERSION, contractSatisfies } from 'shared-contracts';

interface Snapshot {
  version: string;
  surfaceHash: string;
}
interface ContractSurfaceModule {
  contractSurface(packageDir?: string): { surfaceHash: string; lines: string[] };
  surfaceProblem(snapshots: { recorded: Snapshot; current: Snapshot }): string | null;
  snapshotFile(packageDir?: string): string;
}
// The surface is computed by the release tooling (tooling/releases), which promote's gate also uses.
const { contractSurface, surfaceProblem, snapshotFile } =
  require('./contract-surface.js') as ContractSurfaceModule;

describe('the contract surface snapshot', () => {
  it('records the current public surface under the current CONTRACT_VERSION', () => {
    const recorded = JSON.parse(fs.readFileSync(snapshotFile(), 'utf8')) as Snapshot;
    const current = { version: CONTRACT_VERSION, surfaceHash: contractSurface().surfaceHash };
    expect(surfaceProblem({ recorded, current })).toBeNull();
  });

  it('asks for a bump when the surface changed under the same version', () => {
    const problem = surfaceProblem({
      recorded: { version: '1.2.0', surfaceHash: 'aaaa' },
      current: { version: '1.2.0', surfaceHash: 'bbbb' },
    });
    expect(problem).toContain('changed but CONTRACT_VERSION is still 1.2.0');
  });

  it('asks for the snapshot to be recorded again after a bump, and refuses a version going down', () => {
    expect(
      surfaceProblem({
        recorded: { version: '1.2.0', surfaceHash: 'aaaa' },
        current: { version: '2.0.0', surfaceHash: 'bbbb' },
      }),
    ).toContain('npm run contract-surface -w shared-contracts');
    expect(
      surfaceProblem({
        recorded: { version: '1.2.0', surfaceHash: 'aaaa' },
        current: { version: '1.1.0', surfaceHash: 'bbbb' },
      }),
    ).toContain('only goes up');
  });
});

describe('contractSurface', () => {
  let dir: string;
  const write = (source: string) => fs.writeFileSync(path.join(dir, 'src', 'index.ts'), source);
  const hashOf = (source: string) => {
    write(source);
    return contractSurface(dir).surfaceHash;
  };
  const BASE = `
    /** A line of a cart. */
    export interface Line { id: string; quantity: number }
    declare const bus: { emit(name: string, detail: unknown): void };
    const EVENT = 'storefront:line-added:v1';
    export function addLine(line: Line): void { bus.emit(EVENT, { detail: line }); }
  `;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-surface-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'c', exports: { '.': { source: './src/index.ts' } } }),
    );
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES5'],
        },
        include: ['src'],
      }),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('changes when an exported type or an event name changes', () => {
    const base = hashOf(BASE);
    expect(hashOf(BASE.replace('quantity: number', 'quantity: number; note?: string'))).not.toBe(base);
    expect(hashOf(BASE.replace('line-added:v1', 'line-added:v2'))).not.toBe(base);
    expect(hashOf(`${BASE}\nexport const LIMIT = 5;`)).not.toBe(base);
  });

  it('stays when only comments or function bodies change', () => {
    const base = hashOf(BASE);
    expect(hashOf(BASE.replace('A line of a cart.', 'One line.'))).toBe(base);
    expect(hashOf(BASE.replace('{ detail: line }', '{ detail: { ...line } }'))).toBe(base);
  });

  it('stays when only a formatter changes the text (trailing commas, line breaks)', () => {
    const list = `export function total({ id, quantity }: Line): number { return quantity; }\nexport { total as sum, addLine as add };`;
    const formatted = `export function total({\n  id,\n  quantity,\n}: Line): number {\n  return quantity;\n}\nexport {\n  total as sum,\n  addLine as add,\n};`;
    expect(hashOf(`${BASE}\n${formatted}`)).toBe(hashOf(`${BASE}\n${list}`));
  });
});

describe('contractSatisfies', () => {
  const semver = require('semver') as { satisfies(version: string, range: string): boolean };
  const versions = [
    '0.0.1',
    '0.0.2',
    '0.1.0',
    '0.1.3',
    '0.2.0',
    '1.0.0',
    '1.0.5',
    '1.2.0',
    '1.3.4',
    '2.0.0',
    '2.1.0',
    '10.0.0',
  ];

  it('agrees with semver on every caret range a release writes', () => {
    for (const range of versions.map((version) => `^${version}`)) {
      for (const version of versions)
        expect([range, version, contractSatisfies(range, version)]).toEqual([
          range,
          version,
          semver.satisfies(version, range),
        ]);
    }
  });

  it('checks against this CONTRACT_VERSION by default and refuses what is not a caret range', () => {
    expect(contractSatisfies(`^${CONTRACT_VERSION}`)).toBe(true);
    expect(contractSatisfies('>=1.0.0', '1.0.0')).toBe(false);
    expect(contractSatisfies('^1.0.0', 'latest')).toBe(false);
  });
});
