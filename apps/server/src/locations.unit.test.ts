import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  migrationsDir,
  repositoryRoot,
  resolveDataDir,
  serverPackageDir,
  webPackageDir,
} from './locations.ts';

describe('locations', () => {
  it('finds the repository, the server package, its migrations and the web package', () => {
    expect(existsSync(path.join(repositoryRoot, 'package.json'))).toBe(true);
    expect(existsSync(path.join(repositoryRoot, 'apps/server/package.json'))).toBe(true);
    expect(serverPackageDir).toBe(path.join(repositoryRoot, 'apps/server'));
    expect(existsSync(path.join(migrationsDir, 'meta/_journal.json'))).toBe(true);
    expect(webPackageDir).toBe(path.join(repositoryRoot, 'apps/web'));
  });

  it('takes a relative DATA_DIR from the repository root, whatever the working directory', () => {
    const cwd = process.cwd();
    try {
      for (const dir of [repositoryRoot, serverPackageDir, '/']) {
        process.chdir(dir);
        expect(resolveDataDir(undefined)).toBe(path.join(repositoryRoot, 'data'));
        expect(resolveDataDir('./data')).toBe(path.join(repositoryRoot, 'data'));
        expect(resolveDataDir('var/site')).toBe(path.join(repositoryRoot, 'var/site'));
      }
    } finally {
      process.chdir(cwd);
    }
    expect(resolveDataDir('/srv/guangzi/data/')).toBe('/srv/guangzi/data');
    expect(resolveDataDir('memory://')).toBe('memory://');
  });
});
