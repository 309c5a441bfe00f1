import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Finished exports live in DATA_DIR/exports under the job's id; the database keeps the relative name. */
export const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');

export const ensureExportsDir = async (dataDir: string) => {
  await mkdir(exportsDir(dataDir), { recursive: true });
  return exportsDir(dataDir);
};

/** Only a bare file name from the row is ever joined to the folder. */
export const exportFilePath = (dataDir: string, relative: string) =>
  path.join(exportsDir(dataDir), path.basename(relative));
