import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** Files under one folder of the machine (`${DATA_DIR}/uploads`): one instance, or a shared volume. */
export const diskStorage = (root: string): FileStorage => {
  const full = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are built from checked parts; this keeps a future careless caller inside the folder anyway.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes its folder');
    return file;
  };
  return {
    kind: 'disk',
    put: async (key, body) => {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { mode: 0o640 });
    },
    get: async (key, range) => {
      const file = full(key);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file, range), size: info.size } : undefined;
    },
    remove: (key) => rm(full(key), { force: true }),
  };
};
