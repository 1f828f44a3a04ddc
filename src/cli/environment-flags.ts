// `--env NAME=VALUE` and `--env-file FILE` of `leash check` and `leash explain` (DESIGN.md
// section 3): the environment the command is decided in. Without either, no environment is known
// and every variable the command does not set stands for any value.
import { resolve } from 'node:path';
import type { KnownEnvironment } from '../bash/index.js';
import { InputFileError, readInputFile } from '../yaml/index.js';
import { UsageError, type CliIO } from './io.js';

/** A name bash reads as a variable: anything else would never be expanded as one. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const ENVIRONMENT_OPTIONS = {
  env: {
    type: 'string',
    multiple: true,
    value: 'NAME=VALUE',
    description: 'decide with this variable set (repeatable); with --env or --env-file, every other variable is unset',
  },
  'env-file': {
    type: 'string',
    value: 'FILE',
    description: 'decide with the variables of FILE set (NAME=VALUE lines, # comments); --env wins over it',
  },
} as const;

/** The environment the flags give, or undefined when neither is given. Throws UsageError on a bad entry. */
export async function knownEnvironmentFrom(io: CliIO, entries: readonly string[] | undefined, file: string | undefined): Promise<KnownEnvironment | undefined> {
  if (!file && !entries?.length) return undefined;
  const values: Record<string, string> = {};
  if (file) {
    let text: string;
    try {
      text = await readInputFile(resolve(io.cwd, file), { display: file, ...(io.signal ? { signal: io.signal } : {}) });
    } catch (error) {
      throw new UsageError(`cannot read --env-file ${error instanceof InputFileError ? error.message : `${file}: ${(error as Error).message}`}`);
    }
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.replace(/\r$/, '');
      if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
      const entry = variableEntry(line);
      if (!entry) throw new UsageError(`${file}:${i + 1}:1: expected NAME=VALUE (NAME a shell variable name), found ${JSON.stringify(line)}`);
      values[entry[0]] = entry[1];
    }
  }
  for (const given of entries ?? []) {
    const entry = variableEntry(given);
    if (!entry) throw new UsageError(`--env expects NAME=VALUE (NAME a shell variable name), found ${JSON.stringify(given)}`);
    values[entry[0]] = entry[1];
  }
  return { values };
}

/** `NAME=VALUE` as a name and a value taken as written (no quotes removed), or null. */
function variableEntry(text: string): [string, string] | null {
  const eq = text.indexOf('=');
  if (eq <= 0) return null;
  const name = text.slice(0, eq);
  return VARIABLE_NAME.test(name) ? [name, text.slice(eq + 1)] : null;
}
