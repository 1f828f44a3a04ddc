/**
 * A grinder's queue in a file: a YAML list or JSON lines of `{id, prompt, model?, max_turns?,
 * budget_usd?}`, checked like a chain file (every problem names `file:line:col`). What became
 * of each task is appended to a state file beside it, `<queue>.state.jsonl`, one line per mark,
 * written and flushed before the grinder goes on; so a grinder that is killed starts again at
 * the first task without a mark, and the queue file itself is never rewritten.
 */

import { open } from 'node:fs/promises';
import { InputFileError, readInputFile } from '../yaml/index.js';
import { extname, isAbsolute, relative, resolve } from 'node:path';

import { Ajv, type ValidateFunction } from 'ajv';

import type { ResultEvent } from '../agent/index.js';
import { BudgetFileError, type FileLocation } from './budget-file-error.js';
import { TASK_ID_PATTERN } from './chain-file.js';
import type { QueueSource, QueueTask } from './chain-types.js';
import {
  describeValue,
  explainSchemaError,
  locate,
  nodeAt,
  pairAt,
  parseYamlSource,
  pickSchemaError,
  readBudgetFile,
  unreadableReason,
  type PathSegment,
  type YamlSource,
} from './yaml-source.js';

export type QueueMark = 'done' | 'failed' | 'skipped';

/** One line of a queue's state file. */
export interface QueueStateLine {
  id: string;
  status: QueueMark;
  /** ISO 8601, UTC. */
  time: string;
  reason?: string;
  cost_usd?: number;
  session_id?: string;
}

export interface FileQueueOptions {
  /** Paths in messages are shown relative to this directory when inside it (default: the process's). */
  cwd?: string;
  now?: () => Date;
  /** A stop request (SIGTERM) ends the reading. */
  signal?: AbortSignal;
}

/** The state file is Leash's own, one short line per task done: it may grow past the input limit. */
const MAX_STATE_FILE_BYTES = 64 * 1024 * 1024;

const itemSchema = {
  type: 'object',
  required: ['id', 'prompt'],
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      pattern: TASK_ID_PATTERN,
      maxLength: 100,
      description: 'a task id: letters, digits, ".", "_" or "-", starting with a letter or digit',
    },
    prompt: { type: 'string', minLength: 1 },
    model: { type: 'string', minLength: 1 },
    max_turns: { type: 'integer', minimum: 1 },
    budget_usd: { type: 'number', exclusiveMinimum: 0 },
  },
} as const;

let listValidator: ValidateFunction | undefined;
let itemValidator: ValidateFunction | undefined;

interface RawItem {
  id: string;
  prompt: string;
  model?: string;
  max_turns?: number;
  budget_usd?: number;
}

export class FileQueue implements QueueSource {
  private readonly handedOut = new Set<string>();

  private constructor(
    /** Absolute path of the queue file. */
    readonly file: string,
    /** The file as messages name it. */
    readonly source: string,
    /** `<queue>.state.jsonl`. */
    readonly statePath: string,
    readonly tasks: readonly QueueTask[],
    /** Line of each task in the queue file, by id. */
    readonly lines: ReadonlyMap<string, number>,
    private readonly marks: Map<string, QueueStateLine>,
    private readonly now: () => Date,
  ) {}

  /** Reads and checks a queue file and its state file. Throws `BudgetFileError` for bad input. */
  static async open(path: string, options: FileQueueOptions = {}): Promise<FileQueue> {
    const cwd = options.cwd ?? process.cwd();
    const file = resolve(cwd, path);
    const source = displayPath(file, cwd);
    const text = await readBudgetFile(
      file,
      source,
      undefined,
      { code: 'unreadable', at: { file: source, line: 1, col: 1 }, what: 'cannot read the queue file' },
      options.signal,
    );
    const jsonLines = ['.jsonl', '.ndjson'].includes(extname(file).toLowerCase());
    const items = jsonLines ? parseJsonLines(text, source) : parseYamlList(text, source);
    const seen = new Map<string, number>();
    for (const item of items) {
      const earlier = seen.get(item.raw.id);
      if (earlier !== undefined) {
        throw new BudgetFileError(
          'duplicate-id',
          item.idAt,
          `duplicate task id ${JSON.stringify(item.raw.id)}: line ${earlier} already has it; ids must be unique`,
        );
      }
      seen.set(item.raw.id, item.idAt.line);
    }
    const tasks = items.map(({ raw }) => {
      const task: QueueTask = { id: raw.id, prompt: raw.prompt };
      if (raw.model !== undefined) task.model = raw.model;
      if (raw.max_turns !== undefined) task.maxTurns = raw.max_turns;
      if (raw.budget_usd !== undefined) task.capUsd = raw.budget_usd;
      return task;
    });
    const statePath = `${file}.state.jsonl`;
    const marks = await readState(statePath, displayPath(statePath, cwd));
    return new FileQueue(file, source, statePath, tasks, seen, marks, options.now ?? (() => new Date()));
  }

  describe(): string {
    const left = this.tasks.filter((task) => !this.marks.has(task.id)).length;
    return `queue ${this.source} (${left} of ${this.tasks.length} task${this.tasks.length === 1 ? '' : 's'} left)`;
  }

  /** The first task in file order that has no mark and was not handed out by this queue yet. */
  async next(): Promise<QueueTask | null> {
    const task = this.tasks.find((candidate) => !this.marks.has(candidate.id) && !this.handedOut.has(candidate.id));
    if (task === undefined) return null;
    this.handedOut.add(task.id);
    return task;
  }

  /** Appends the mark to the state file (one write, flushed) before it counts. */
  async mark(task: QueueTask, outcome: { status: QueueMark; envelope?: ResultEvent; reason?: string }): Promise<void> {
    const line: QueueStateLine = { id: task.id, status: outcome.status, time: this.now().toISOString() };
    if (outcome.reason !== undefined) line.reason = outcome.reason.length > 500 ? `${outcome.reason.slice(0, 500)}…` : outcome.reason;
    if (outcome.envelope !== undefined) {
      line.cost_usd = outcome.envelope.total_cost_usd;
      if (outcome.envelope.session_id !== '') line.session_id = outcome.envelope.session_id;
    }
    const handle = await open(this.statePath, 'a');
    try {
      await handle.write(`${JSON.stringify(line)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.marks.set(task.id, line);
  }

  /** The mark of a task, if it has one. */
  markOf(id: string): QueueStateLine | undefined {
    return this.marks.get(id);
  }
}

interface ParsedItem {
  raw: RawItem;
  idAt: FileLocation;
}

function displayPath(file: string, cwd: string): string {
  const rel = relative(cwd, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

function itemLabel(path: readonly PathSegment[], value: unknown, offset: number): string {
  const [index, ...rest] = path;
  if (typeof index !== 'number') return path.length === 0 ? 'the queue' : path.join(' ');
  const item = Array.isArray(value) ? (value[index] as Record<string, unknown> | undefined) : undefined;
  const id = item !== null && typeof item === 'object' && typeof item['id'] === 'string' ? ` (${JSON.stringify(item['id'])})` : '';
  return `task ${index + offset}${id}${rest.length > 0 ? ` ${rest.join(' ')}` : ''}`;
}

function parseYamlList(text: string, source: string): ParsedItem[] {
  const yaml = parseYamlSource(text, source);
  const value = yaml.value;
  if (!Array.isArray(value)) {
    throw new BudgetFileError(
      'schema',
      locate(yaml, nodeAt(yaml, [])),
      `expected a list of tasks ({id, prompt, model?, max_turns?, budget_usd?}), found ${describeValue(value)}`,
    );
  }
  listValidator ??= new Ajv({ allErrors: true, strict: true, verbose: true, validateSchema: false }).compile({ type: 'array', items: itemSchema });
  if (!listValidator(value)) {
    const error = pickSchemaError(listValidator.errors);
    if (error !== undefined) throw schemaError(yaml, value, error, [], 1, (at) => at);
  }
  return (value as RawItem[]).map((raw, index) => ({ raw, idAt: locate(yaml, nodeAt(yaml, [index, 'id'])) }));
}

function parseJsonLines(text: string, source: string): ParsedItem[] {
  const items: ParsedItem[] = [];
  const lines = text.split('\n');
  lines.forEach((piece, index) => {
    const lineNo = index + 1;
    const content = piece.endsWith('\r') ? piece.slice(0, -1) : piece;
    if (content.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch (error) {
      throw new BudgetFileError(
        'syntax',
        { file: source, line: lineNo, col: 1 },
        `not valid JSON (${(error as Error).message}); each line of a JSONL queue is one task object`,
      );
    }
    // JSON is YAML: parsing the line again gives the column of whatever is wrong in it.
    const yaml = parseYamlSource(content, source);
    const atLine = (at: FileLocation): FileLocation => ({ file: source, line: lineNo, col: at.col });
    itemValidator ??= new Ajv({ allErrors: true, strict: true, verbose: true, validateSchema: false }).compile(itemSchema);
    if (!itemValidator(value)) {
      const error = pickSchemaError(itemValidator.errors);
      if (error !== undefined) throw schemaError(yaml, value, error, [], lineNo, atLine, true);
    }
    items.push({ raw: value as RawItem, idAt: atLine(locate(yaml, nodeAt(yaml, ['id']))) });
  });
  return items;
}

function schemaError(
  yaml: YamlSource,
  value: unknown,
  error: Parameters<typeof explainSchemaError>[0],
  prefix: PathSegment[],
  offset: number,
  place: (at: FileLocation) => FileLocation,
  single = false,
): BudgetFileError {
  const label = (path: readonly PathSegment[]): string =>
    single ? `the task on line ${offset}${path.length > 0 ? ` ${path.join(' ')}` : ''}` : itemLabel(path, value, offset);
  const explained = explainSchemaError(error, value, label);
  const path = [...prefix, ...explained.path];
  const node = explained.key !== undefined ? (pairAt(yaml, path, explained.key) ?? nodeAt(yaml, path)) : nearest(yaml, path);
  return new BudgetFileError('schema', place(locate(yaml, node)), explained.detail);
}

function nearest(yaml: YamlSource, path: readonly PathSegment[]) {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = nodeAt(yaml, path.slice(0, length));
    if (node !== undefined) return node;
  }
  return undefined;
}

async function readState(path: string, source: string): Promise<Map<string, QueueStateLine>> {
  let text: string;
  try {
    text = await readInputFile(path, { display: source, maxBytes: MAX_STATE_FILE_BYTES });
  } catch (error) {
    if (error instanceof InputFileError && error.code === 'not-found') return new Map();
    throw new BudgetFileError('unreadable', { file: source, line: 1, col: 1 }, `cannot read the queue's state file: ${unreadableReason(error)}`);
  }
  const marks = new Map<string, QueueStateLine>();
  const pieces = text.split('\n');
  // A final piece without a newline is a write a kill cut short: that mark never happened.
  pieces.pop();
  pieces.forEach((piece, index) => {
    if (piece.trim() === '') return;
    const at = { file: source, line: index + 1, col: 1 };
    let value: unknown;
    try {
      value = JSON.parse(piece);
    } catch (error) {
      throw new BudgetFileError(
        'syntax',
        at,
        `not valid JSON (${(error as Error).message}); fix or delete this line (deleting it makes the grinder take its task again)`,
      );
    }
    const line = value as Partial<QueueStateLine> | null;
    if (line === null || typeof line !== 'object' || typeof line.id !== 'string' || !['done', 'failed', 'skipped'].includes(String(line.status))) {
      throw new BudgetFileError('schema', at, 'expected {"id", "status": "done" | "failed" | "skipped", "time"}; fix or delete this line');
    }
    marks.set(line.id, line as QueueStateLine);
  });
  return marks;
}
