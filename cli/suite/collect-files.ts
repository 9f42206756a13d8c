// The files `portal test` runs, from what the command line names: a file, a folder (every .json under it: a suite)
// or a glob, expanded here rather than by the shell, so a quoted glob works the same on every shell and in CI. The
// order is the command line's, each folder or glob sorted, each file once: the same arguments, the same report.
import { stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { UsageError } from '../usage-error';

export interface FoundFile {
  /** The path as reports show it: relative to the working folder, with forward slashes. */
  name: string;
  path: string;
}

const shown = (cwd: string, path: string) => relative(cwd, path).split(sep).join('/');

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function kindOf(path: string): Promise<'file' | 'folder' | null> {
  try {
    const found = await stat(path);
    return found.isDirectory() ? 'folder' : 'file';
  } catch {
    return null;
  }
}

async function expand(operand: string, cwd: string): Promise<string[]> {
  const path = resolve(cwd, operand);
  const kind = await kindOf(path);
  if (kind === 'file') return [path];
  if (kind === 'folder') {
    const files = await glob('**/*.json', { cwd: path, absolute: true, onlyFiles: true });
    if (files.length === 0) throw new UsageError(`The folder ${operand} holds no .json file.`);
    return files.sort(byName);
  }
  if (!isDynamicPattern(operand)) throw new UsageError(`No such file or folder: ${operand}`);
  const files = await glob(operand, { cwd, absolute: true, onlyFiles: true, expandDirectories: false });
  if (files.length === 0) throw new UsageError(`No file matches ${operand}`);
  return files.sort(byName);
}

export async function collectFiles(operands: string[], cwd = process.cwd()): Promise<FoundFile[]> {
  const seen = new Set<string>();
  const found: FoundFile[] = [];
  for (const operand of operands) {
    for (const path of await expand(operand, cwd)) {
      if (seen.has(path)) continue;
      seen.add(path);
      found.push({ name: shown(cwd, path), path });
    }
  }
  return found;
}
