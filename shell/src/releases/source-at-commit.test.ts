/**
 * @jest-environment node
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { sourceAtCommit } from './releaseTooling';

describe('sourceAtCommit', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };

  beforeEach(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'source-at-commit-'));
    git('init', '-q');
    git('config', 'user.email', 'release@test.local');
    git('config', 'user.name', 'Release Test');
    write('.gitignore', 'node_modules/\n');
    write('contracts/index.js', 'module.exports = "contract v1";');
    write('node_modules/left-pad/index.js', 'module.exports = "installed";');
    write('contracts/node_modules/own-dep/index.js', 'module.exports = "own";');
    fs.symlinkSync('../contracts', path.join(repo, 'node_modules', 'contracts'));
    git('add', '.');
    git('commit', '-qm', 'v1');
  });
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('unpacks the commit with the installed packages, its own workspaces resolving inside it', () => {
    const first = git('rev-parse', 'HEAD');
    write('contracts/index.js', 'module.exports = "contract v2";');
    git('commit', '-qam', 'v2');

    const tree = sourceAtCommit({ repoRoot: repo, commit: first.slice(0, 7) });
    try {
      expect(tree.commit).toBe(first);
      expect(fs.readFileSync(path.join(tree.dir, 'contracts/index.js'), 'utf8')).toBe('module.exports = "contract v1";');
      expect(fs.realpathSync(path.join(tree.dir, 'node_modules/contracts'))).toBe(fs.realpathSync(path.join(tree.dir, 'contracts')));
      expect(fs.realpathSync(path.join(tree.dir, 'node_modules/left-pad'))).toBe(fs.realpathSync(path.join(repo, 'node_modules/left-pad')));
      expect(fs.readFileSync(path.join(tree.dir, 'contracts/node_modules/own-dep/index.js'), 'utf8')).toBe('module.exports = "own";');
    } finally {
      tree.remove();
    }
    expect(fs.existsSync(tree.dir)).toBe(false);
  });

  it('refuses what is not a commit', () => {
    expect(() => sourceAtCommit({ repoRoot: repo, commit: 'no-such-tag' })).toThrow("'no-such-tag' is not a commit");
  });
});
