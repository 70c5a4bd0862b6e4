import fs from 'fs';
import path from 'path';

/** The repository root, for tests that check how the apps use the contracts. */
export const repo = path.resolve(__dirname, '../../..');

const APPS = ['shell', 'mfe-catalog', 'mfe-cart', 'mfe-account', 'mfe-admin', 'shared-contracts'];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every TypeScript file of every app's src/, with its text. */
export function appSources(): Array<{ file: string; text: string }> {
  return APPS.flatMap((app) => sourceFiles(path.join(repo, app, 'src'))).map((file) => ({
    file,
    text: fs.readFileSync(file, 'utf8'),
  }));
}
