/** firestore.rules (repo root) must keep every browser out: the server is the only door. */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';

describe('firestore.rules', () => {
  const rules = fs.readFileSync(path.join(REPO_ROOT, 'firestore.rules'), 'utf8');
  const code = rules.replace(/\/\/.*$/gm, '');

  it('denies every read and write on every document', () => {
    expect(code).toMatch(/match \/databases\/\{database\}\/documents \{\s*match \/\{document=\*\*\} \{/);
    const allows = code.match(/allow [^;]*;/g) ?? [];
    expect(allows).toEqual(['allow read, write: if false;']);
  });

  it('is what the deploy config points at', () => {
    const config: unknown = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'firebase.firestore.json'), 'utf8'));
    expect(config).toEqual({ firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' } });
  });
});
