// The environment a bash command runs with (DESIGN.md section 4): a short allow-list of
// harmless names from environment.json, the names the policy passes on, and fixed settings
// that keep every command from waiting for a terminal. Everything else is dropped, so an
// API key or a runner token in the parent's environment never reaches a command.
import environmentTable from './environment.json' with { type: 'json' };

export interface EnvironmentAllowEntry {
  name?: string;
  prefix?: string;
  why: string;
}

export interface EnvironmentSetting {
  name: string;
  value: string;
  why: string;
}

export interface EnvironmentNeverEntry {
  pattern: string;
  why: string;
}

export const ENVIRONMENT_ALLOW: readonly EnvironmentAllowEntry[] = environmentTable.allow;
export const ENVIRONMENT_SETTINGS: readonly EnvironmentSetting[] = environmentTable.set;
export const ENVIRONMENT_NEVER: readonly EnvironmentNeverEntry[] = environmentTable.never;

export interface ScrubOptions {
  /** Names the policy passes on (`env.pass`), copied as they are, tokens included: that is the policy's choice. */
  pass?: readonly string[];
}

function allowedByTable(name: string): boolean {
  return ENVIRONMENT_ALLOW.some((entry) => (entry.name !== undefined ? entry.name === name : entry.prefix !== undefined && name.startsWith(entry.prefix)));
}

/**
 * The environment for the bash tool, built from `env` (the parent's, injected): the
 * allow-listed names, then `pass`, then the fixed settings (TERM=dumb, PAGER=cat, ...),
 * which win over both so no command can wait for a terminal.
 */
export function scrubbedEnvironment(env: Readonly<Record<string, string | undefined>>, options: ScrubOptions = {}): Record<string, string> {
  const passed = new Set(options.pass ?? []);
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (allowedByTable(name) || passed.has(name)) result[name] = value;
  }
  for (const setting of ENVIRONMENT_SETTINGS) result[setting.name] = setting.value;
  return result;
}
