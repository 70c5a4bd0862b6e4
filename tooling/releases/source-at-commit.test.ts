/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { sourceAtCommit, tempGitRepo, type TempRepo } from './releaseTooling';

describe('sourceAtCommit', () => {
  let repo: TempRepo;
  const git = (...args: string[]) => repo.git(...args);

  beforeEach(() => {
    // node_modules is ignored, as in the real repository: installed, never committed.
    repo = tempGitRepo({ '.gitignore': 'node_modules/\n', 'contracts/index.js': 'module.exports = "contract v1";' });
    repo.write('node_modules/left-pad/index.js', 'module.exports = "installed";');
    repo.write('contracts/node_modules/own-dep/index.js', 'module.exports = "own";');
    fs.symlinkSync('../contracts', path.join(repo.dir, 'node_modules', 'contracts'));
  });
  afterEach(() => repo.remove());

  it('unpacks the commit with the installed packages, its own workspaces resolving inside it', () => {
    const first = git('rev-parse', 'HEAD');
    repo.write('contracts/index.js', 'module.exports = "contract v2";');
    git('commit', '-qam', 'v2');

    const tree = sourceAtCommit({ repoRoot: repo.dir, commit: first.slice(0, 7) });
    try {
      expect(tree.commit).toBe(first);
      expect(fs.readFileSync(path.join(tree.dir, 'contracts/index.js'), 'utf8')).toBe('module.exports = "contract v1";');
      expect(fs.realpathSync(path.join(tree.dir, 'node_modules/contracts'))).toBe(fs.realpathSync(path.join(tree.dir, 'contracts')));
      expect(fs.realpathSync(path.join(tree.dir, 'node_modules/left-pad'))).toBe(fs.realpathSync(path.join(repo.dir, 'node_modules/left-pad')));
      expect(fs.readFileSync(path.join(tree.dir, 'contracts/node_modules/own-dep/index.js'), 'utf8')).toBe('module.exports = "own";');
    } finally {
      tree.remove();
    }
    expect(fs.existsSync(tree.dir)).toBe(false);
  });

  it('refuses what is not a commit', () => {
    expect(() => sourceAtCommit({ repoRoot: repo.dir, commit: 'no-such-tag' })).toThrow("'no-such-tag' is not a commit");
  });
});
