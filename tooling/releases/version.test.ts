/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { commitVersion, releaseVersion, tempGitRepo, VERSION_FORMAT, type TempRepo } from './releaseTooling';

describe('releaseVersion', () => {
  let repo: TempRepo;
  const git = (...args: string[]) => repo.git(...args);
  const write = (file: string, text: string) => repo.write(file, text);
  const versionOf = () => releaseVersion({ repoRoot: repo.dir, inputs: ['app', 'contracts'], packageVersion: '0.3.1' });

  beforeEach(() => {
    repo = tempGitRepo({ 'app/index.ts': 'export const a = 1;', 'contracts/index.ts': 'export const b = 2;', 'other/readme.md': 'not an input' });
  });
  afterEach(() => repo.remove());

  it('is the package version and the last commit of the inputs when they are clean', () => {
    const commit = git('log', '-1', '--format=%h', '--abbrev=7');
    expect(versionOf()).toEqual({ version: `0.3.1-g${commit}`, commit, dirty: false });
    expect(versionOf().version).toMatch(VERSION_FORMAT);
  });

  it('does not change when only files outside the inputs change', () => {
    const before = versionOf().version;
    write('other/readme.md', 'edited');
    git('commit', '-qam', 'docs only');
    write('other/scratch.txt', 'untracked');
    expect(versionOf().version).toBe(before);
  });

  it('is a hash of the contents when an input is edited or added, the same for the same contents', () => {
    write('app/index.ts', 'export const a = 2;');
    const edited = versionOf();
    expect(edited.dirty).toBe(true);
    expect(edited.version).toMatch(/^0\.3\.1-dirty-[0-9a-f]{10}$/);
    expect(edited.version).toMatch(VERSION_FORMAT);
    expect(versionOf().version).toBe(edited.version);

    write('contracts/new.ts', 'export const c = 3;');
    expect(versionOf().version).not.toBe(edited.version);
    fs.rmSync(path.join(repo.dir, 'contracts/new.ts'));
    expect(versionOf().version).toBe(edited.version);
  });

  it('of an earlier commit is what a clean checkout of it had', () => {
    const first = versionOf();
    const commit = git('rev-parse', 'HEAD');
    write('app/index.ts', 'export const a = 3;');
    git('commit', '-qam', 'second');
    expect(commitVersion({ repoRoot: repo.dir, inputs: ['app', 'contracts'], packageVersion: '0.3.1', commit })).toEqual(first);
    expect(commitVersion({ repoRoot: repo.dir, inputs: ['app', 'contracts'], packageVersion: '0.3.1', commit: 'HEAD' }).version).not.toBe(first.version);
  });
});
