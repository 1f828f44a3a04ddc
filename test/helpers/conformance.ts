// Reads the public conformance data from ../shared/conformance (never copied into this repo).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const conformanceDir = join(repoRoot, '..', 'shared', 'conformance');

export function readConformance<T>(file: string): T {
  return parse(readFileSync(join(conformanceDir, file), 'utf8')) as T;
}
