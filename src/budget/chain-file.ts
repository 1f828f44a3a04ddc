/**
 * The chain file (DESIGN.md section 5): a YAML list of tasks with their caps, the tasks whose
 * results each one sees (`needs`), and denies a task adds to the policy. Loaded like a
 * policy: YAML with positions, an ajv schema, then the checks a schema cannot make (unique
 * ids, known needs, no cycles, a cap for every task that some budget can cover). Every problem
 * is a `BudgetFileError` naming `file:line:col` and what was expected.
 */

import { createHash } from 'node:crypto';
import { basename, dirname, extname, isAbsolute, relative, resolve } from 'node:path';

import { Ajv, type ValidateFunction } from 'ajv';
import type { Node as YamlNode } from 'yaml';

import { type FileLocation } from './budget-file-error.js';
import type { ChainDefinition, TaskSpec } from './chain-types.js';
import { formatUsd } from './ledger-money.js';
import {
  describeValue,
  explainSchemaError,
  fail,
  locate,
  locatePath,
  nodeAt,
  pairAt,
  parseYamlSource,
  pickSchemaError,
  readBudgetFile,
  sourceOf,
  type PathSegment,
  type YamlSource,
} from './yaml-source.js';

export const TASK_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
const TASK_ID_WORDS = 'a task id: letters, digits, ".", "_" or "-", starting with a letter or digit';

const money = { type: 'number', exclusiveMinimum: 0 };
const count = { type: 'integer', minimum: 1 };
const taskId = { type: 'string', pattern: TASK_ID_PATTERN, maxLength: 100, description: TASK_ID_WORDS };
// A pattern is one line without NUL, as in a policy file (a line break would match nothing it seems to).
const patterns = {
  type: 'array',
  items: { type: 'string', minLength: 1, pattern: '^[^\\n\\r\\u0000]*$', description: 'a pattern on one line, without line breaks or NUL' },
};

const chainSchema = {
  type: 'object',
  required: ['version', 'tasks'],
  additionalProperties: false,
  properties: {
    version: { const: 1 },
    budget_usd: money,
    daily_budget_usd: money,
    monthly_budget_usd: money,
    task_budget_usd: money,
    max_turns: count,
    concurrency: count,
    model: { type: 'string', minLength: 1 },
    tasks: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: {
          id: taskId,
          prompt: { type: 'string', minLength: 1 },
          prompt_file: { type: 'string', minLength: 1 },
          model: { type: 'string', minLength: 1 },
          max_turns: count,
          budget_usd: money,
          needs: { type: 'array', items: taskId },
          policy: {
            type: 'object',
            additionalProperties: false,
            properties: {
              deny: { type: 'object', additionalProperties: false, properties: { bash: patterns, write: patterns, read: patterns } },
            },
          },
        },
      },
    },
  },
} as const;

interface RawTask {
  id: string;
  prompt?: string;
  prompt_file?: string;
  model?: string;
  max_turns?: number;
  budget_usd?: number;
  needs?: string[];
  policy?: { deny?: { bash?: string[]; write?: string[]; read?: string[] } };
}

interface RawChain {
  version: 1;
  budget_usd?: number;
  daily_budget_usd?: number;
  monthly_budget_usd?: number;
  task_budget_usd?: number;
  max_turns?: number;
  concurrency?: number;
  model?: string;
  tasks: RawTask[];
}

export interface LoadChainOptions {
  /** Paths in messages are shown relative to this directory when inside it (default: the process's). */
  cwd?: string;
  /** The cap of a task that gives no `budget_usd`, when the file sets no `task_budget_usd`. */
  defaultTaskBudgetUsd?: number;
  /** Reads the chain file and prompt files (default: the file system). */
  readFile?: (path: string) => Promise<string>;
  /** A stop request (SIGTERM) ends the reading. */
  signal?: AbortSignal;
}

let validator: ValidateFunction | undefined;

/** Reads and checks a chain file. Throws `BudgetFileError` for anything it cannot accept. */
export async function loadChainFile(path: string, options: LoadChainOptions = {}): Promise<ChainDefinition> {
  const cwd = options.cwd ?? process.cwd();
  const file = resolve(cwd, path);
  const source = displayPath(file, cwd);
  const text = await readBudgetFile(
    file,
    source,
    options.readFile,
    { code: 'unreadable', at: { file: source, line: 1, col: 1 }, what: 'cannot read the chain file' },
    options.signal,
  );
  return parseChainText(text, { ...options, file, source });
}

/** Checks the text of a chain file; `file` is its absolute path (prompt files resolve beside it). */
export async function parseChainText(
  text: string,
  options: { file: string; source: string; defaultTaskBudgetUsd?: number; readFile?: (path: string) => Promise<string>; signal?: AbortSignal },
): Promise<ChainDefinition> {
  const yaml = parseYamlSource(text, options.source);
  const value = yaml.value;
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    fail('schema', locatePath(yaml, []), `expected a mapping that starts with \`version: 1\` and lists \`tasks:\`, found ${describeValue(value)}`);
  }
  validator ??= new Ajv({ allErrors: true, strict: true, verbose: true, validateSchema: false }).compile(chainSchema);
  if (!validator(value)) {
    const error = pickSchemaError(validator.errors);
    if (error !== undefined) schemaFailure(yaml, value, error);
  }
  const raw = value as RawChain;
  checkPrompts(yaml, raw);
  checkIds(yaml, raw);
  checkNeeds(yaml, raw);
  checkBudgets(yaml, raw, options.defaultTaskBudgetUsd);
  const read = (path: string, display: string, at: FileLocation, what: string) =>
    readBudgetFile(path, display, options.readFile, { code: 'prompt-file', at, what }, options.signal);
  const tasks: TaskSpec[] = [];
  for (const [index, task] of raw.tasks.entries()) {
    tasks.push(await buildTask(yaml, raw, task, index, options.file, read, options.defaultTaskBudgetUsd));
  }
  return {
    file: options.file,
    source: options.source,
    contentHash: createHash('sha256').update(text).digest('hex'),
    budgetUsd: raw.budget_usd ?? null,
    dailyBudgetUsd: raw.daily_budget_usd ?? null,
    monthlyBudgetUsd: raw.monthly_budget_usd ?? null,
    concurrency: raw.concurrency ?? null,
    model: raw.model ?? null,
    tasks,
  };
}

/**
 * The chain's id in the ledger: `given` as it is, else the file's name and a hash of its
 * absolute path and content (`nightly-3f2a9c01b7de`). The same unchanged file therefore
 * continues the same chain from any working directory (finished tasks are not redone, its
 * budget is the one already used); an edited or moved file, or a new `--chain-id`, starts a
 * new one.
 */
export function chainIdFor(chain: ChainDefinition, given?: string): string {
  if (given !== undefined) {
    if (!/^[^\s,]{1,200}$/.test(given)) throw new RangeError(`chain id ${JSON.stringify(given)} must be 1 to 200 characters without spaces or commas`);
    return given;
  }
  const stem =
    basename(chain.file, extname(chain.file))
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .slice(0, 60) || 'chain';
  const hash = createHash('sha256').update(`${chain.file}\n${chain.contentHash}`).digest('hex').slice(0, 12);
  return `${stem}-${hash}`;
}

function displayPath(file: string, cwd: string): string {
  const rel = relative(cwd, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

function schemaFailure(yaml: YamlSource, value: unknown, error: Parameters<typeof explainSchemaError>[0]): never {
  const explained = explainSchemaError(error, value, (path) => describePath(path, value));
  const [first, index, third] = explained.path;
  // A task's policy may only deny: say so, rather than list the keys it may use.
  if (first === 'tasks' && third === 'policy' && explained.path.length === 3 && explained.key !== undefined) {
    const pair = pairAt(yaml, explained.path, explained.key);
    const widening = explained.key === 'allow' || explained.key === 'default';
    fail(
      widening ? 'narrowing' : 'schema',
      locate(yaml, pair ?? nodeAt(yaml, explained.path)),
      widening
        ? `${describePath([first, index ?? 0], value)} policy may only add denies; "${explained.key}" would widen what the task may do. ` +
            'A chain task narrows the policy with `policy: {deny: {bash, write, read}}`'
        : `unknown key "${explained.key}" in ${describePath(explained.path, value)}; a chain task's policy takes only deny: {bash, write, read}`,
    );
  }
  if (explained.key !== undefined) {
    fail('schema', locate(yaml, pairAt(yaml, explained.path, explained.key) ?? nodeAt(yaml, explained.path)), explained.detail);
  }
  const hint =
    error.keyword === 'required' && explained.path.length === 0 && error.params['missingProperty'] === 'version'
      ? '; a chain file starts with `version: 1`'
      : error.keyword === 'const' && explained.path[0] === 'version'
        ? '; this Leash reads chain files of `version: 1`'
        : '';
  fail('schema', locatePath(yaml, explained.path), explained.detail + hint);
}

/** `the chain file`, `task 2 ("fix")`, `task 2 ("fix") needs entry 1`, `budget_usd`. */
function describePath(path: readonly PathSegment[], value: unknown): string {
  if (path.length === 0) return 'the chain file';
  if (path[0] === 'tasks' && typeof path[1] === 'number') {
    const task = (value as RawChain).tasks?.[path[1]];
    const id = task !== null && typeof task === 'object' && typeof task.id === 'string' ? ` (${JSON.stringify(task.id)})` : '';
    const rest = path.slice(2);
    const words = rest.map((segment) => (typeof segment === 'number' ? `entry ${segment + 1}` : segment));
    return `task ${path[1] + 1}${id}${words.length > 0 ? ` ${words.join(' ')}` : ''}`;
  }
  return path.map((segment) => (typeof segment === 'number' ? `entry ${segment + 1}` : segment)).join(' ');
}

function taskNode(yaml: YamlSource, index: number): YamlNode | undefined {
  return nodeAt(yaml, ['tasks', index]);
}

function checkPrompts(yaml: YamlSource, raw: RawChain): void {
  raw.tasks.forEach((task, index) => {
    const label = describePath(['tasks', index], raw);
    if (task.prompt === undefined && task.prompt_file === undefined) {
      fail('schema', locate(yaml, taskNode(yaml, index)), `${label} needs a prompt: give prompt (text) or prompt_file (a path beside the chain file)`);
    }
    if (task.prompt !== undefined && task.prompt_file !== undefined) {
      fail('schema', locate(yaml, pairAt(yaml, ['tasks', index], 'prompt_file')), `${label} gives both prompt and prompt_file; give one`);
    }
  });
}

function checkIds(yaml: YamlSource, raw: RawChain): void {
  const seen = new Map<string, number>();
  raw.tasks.forEach((task, index) => {
    const earlier = seen.get(task.id);
    if (earlier !== undefined) {
      const first = locate(yaml, nodeAt(yaml, ['tasks', earlier, 'id']));
      fail(
        'duplicate-id',
        locate(yaml, nodeAt(yaml, ['tasks', index, 'id'])),
        `duplicate task id ${JSON.stringify(task.id)}: task ${earlier + 1} (line ${first.line}) already has it; ids must be unique`,
      );
    }
    seen.set(task.id, index);
  });
}

function checkNeeds(yaml: YamlSource, raw: RawChain): void {
  const ids = raw.tasks.map((task) => task.id);
  raw.tasks.forEach((task, index) => {
    const listed = new Set<string>();
    (task.needs ?? []).forEach((need, position) => {
      const at = locate(yaml, nodeAt(yaml, ['tasks', index, 'needs', position]));
      if (need === task.id) fail('needs-cycle', at, `${describePath(['tasks', index], raw)} needs itself`);
      if (!ids.includes(need)) {
        fail(
          'unknown-need',
          at,
          `${describePath(['tasks', index], raw)} needs ${JSON.stringify(need)}, which is not a task of this chain; known ids: ${ids.join(', ')}`,
        );
      }
      if (listed.has(need)) fail('schema', at, `${describePath(['tasks', index], raw)} lists ${JSON.stringify(need)} twice in needs`);
      listed.add(need);
    });
  });
  // Depth-first search; a need that leads back onto the current path closes a cycle.
  const byId = new Map(raw.tasks.map((task, index) => [task.id, { task, index }]));
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): void => {
    state.set(id, 'visiting');
    stack.push(id);
    const entry = byId.get(id);
    if (entry !== undefined) {
      (entry.task.needs ?? []).forEach((need, position) => {
        const seen = state.get(need);
        if (seen === 'visiting') {
          const cycle = [...stack.slice(stack.indexOf(need)), need];
          fail(
            'needs-cycle',
            locate(yaml, nodeAt(yaml, ['tasks', entry.index, 'needs', position])),
            `needs cycle: ${cycle.join(' -> ')}; a task cannot wait for a task that waits for it`,
          );
        }
        if (seen === undefined) visit(need);
      });
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const task of raw.tasks) if (!state.has(task.id)) visit(task.id);
}

function checkBudgets(yaml: YamlSource, raw: RawChain, defaultTaskBudgetUsd: number | undefined): void {
  const limits: Array<{ key: 'budget_usd' | 'daily_budget_usd' | 'monthly_budget_usd'; value: number | undefined }> = [
    { key: 'budget_usd', value: raw.budget_usd },
    { key: 'daily_budget_usd', value: raw.daily_budget_usd },
    { key: 'monthly_budget_usd', value: raw.monthly_budget_usd },
  ];
  raw.tasks.forEach((task, index) => {
    const label = describePath(['tasks', index], raw);
    const cap = task.budget_usd ?? raw.task_budget_usd ?? defaultTaskBudgetUsd;
    if (cap === undefined) {
      fail(
        'budget',
        locate(yaml, taskNode(yaml, index)),
        `${label} has no budget_usd, and the chain sets no task_budget_usd; every task needs a cap (the most it may spend)`,
      );
    }
    for (const limit of limits) {
      if (limit.value === undefined || cap <= limit.value) continue;
      const node =
        task.budget_usd !== undefined ? pairAt(yaml, ['tasks', index], 'budget_usd') : (pairAt(yaml, [], 'task_budget_usd') ?? taskNode(yaml, index));
      const limitAt = locate(yaml, pairAt(yaml, [], limit.key));
      fail(
        'budget',
        locate(yaml, node),
        `${label} has a cap of ${formatUsd(cap)}, above the chain's ${limit.key} of ${formatUsd(limit.value)} (line ${limitAt.line}), so it could never start`,
      );
    }
  });
}

async function buildTask(
  yaml: YamlSource,
  raw: RawChain,
  task: RawTask,
  index: number,
  file: string,
  read: (path: string, display: string, at: FileLocation, what: string) => Promise<string>,
  defaultTaskBudgetUsd: number | undefined,
): Promise<TaskSpec> {
  let prompt = task.prompt;
  if (prompt === undefined && task.prompt_file !== undefined) {
    const promptPath = resolve(dirname(file), task.prompt_file);
    const at = locate(yaml, nodeAt(yaml, ['tasks', index, 'prompt_file']));
    prompt = await read(promptPath, promptPath, at, `cannot read prompt_file ${JSON.stringify(task.prompt_file)} (${promptPath})`);
    if (prompt.trim() === '') fail('prompt-file', at, `prompt_file ${JSON.stringify(task.prompt_file)} is empty; a task needs a prompt`);
  }
  const spec: TaskSpec = {
    id: task.id,
    prompt: prompt ?? '',
    capUsd: task.budget_usd ?? raw.task_budget_usd ?? defaultTaskBudgetUsd ?? 0,
    needs: [...(task.needs ?? [])],
  };
  const model = task.model ?? raw.model;
  if (model !== undefined) spec.model = model;
  const maxTurns = task.max_turns ?? raw.max_turns;
  if (maxTurns !== undefined) spec.maxTurns = maxTurns;
  const deny = task.policy?.deny;
  if (deny !== undefined) {
    const denyNode = nodeAt(yaml, ['tasks', index, 'policy', 'deny']);
    const narrowing: NonNullable<TaskSpec['narrowing']> = { source: sourceOf(yaml, pairAt(yaml, ['tasks', index, 'policy'], 'deny') ?? denyNode) };
    for (const tool of ['bash', 'write', 'read'] as const) {
      const list = deny[tool];
      if (list !== undefined && list.length > 0) narrowing[tool] = [...list];
    }
    spec.narrowing = narrowing;
  }
  return spec;
}
