// Builds policies from in-memory YAML files for engine tests.
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { loadBashParser, type BashParser } from '../../src/bash/index.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { loadPolicy, type PolicyHost } from '../../src/policy/index.js';
import type { Policy } from '../../src/policy/types.js';

export const WS = '/ws';
export const HOME = '/home/u';

export function memoryHost(files: Record<string, string | object>): PolicyHost {
  const texts = new Map(Object.entries(files).map(([path, content]) => [join(WS, path), typeof content === 'string' ? content : stringify(content)]));
  return {
    fs: emptyFileSystem,
    async readFile(path) {
      const text = texts.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
  };
}

let parser: BashParser | undefined;
export async function bashParser(): Promise<BashParser> {
  parser ??= await loadBashParser();
  return parser;
}

/** Loads `.github/leash.yml` (and any other files given) from memory. */
export async function policyFrom(policy: string | object, others: Record<string, string | object> = {}): Promise<Policy> {
  const file = '.github/leash.yml';
  return loadPolicy(join(WS, file), { workspace: WS, home: HOME, parser: await bashParser(), host: memoryHost({ [file]: policy, ...others }) });
}

export { dirname };
