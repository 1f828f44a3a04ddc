// `leash report SESSION`: a session file as a self-contained HTML page (or the job-summary
// markdown), to open in a browser or attach to a ticket.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sessionPath } from '../agent/index.js';
import { jobSummaryTaskFromEvents, readSessionEvents, renderJobSummary, renderSessionReport } from '../report/index.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { parseCommand, type CommandSpec } from './options.js';
import { defaultSessionDir } from './run.js';

export const REPORT_COMMAND = {
  name: 'report',
  summary: "a session as a self-contained HTML page (or the job summary's markdown)",
  usage: ['SESSION [flags]'],
  options: {
    output: {
      type: 'string',
      short: 'o',
      value: 'FILE|-',
      description: 'where to write it; - is stdout (default: beside the session file for html, stdout for markdown)',
    },
    format: { type: 'string', value: 'FORMAT', default: 'html', description: 'html or markdown' },
    'session-dir': { type: 'string', value: 'DIR', description: 'where to look for a session given by id' },
    title: { type: 'string', value: 'TEXT', description: 'the title of the page' },
  },
} as const satisfies CommandSpec;

export async function reportCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommand(REPORT_COMMAND, args);
  if (positionals.length !== 1) throw new UsageError('leash report takes one session: a session id or a session file');
  if (values.format !== 'html' && values.format !== 'markdown') throw new UsageError(`--format must be html or markdown, not "${values.format}"`);
  const sessionDir = values['session-dir'] ? resolve(io.cwd, values['session-dir']) : defaultSessionDir(io);
  const path = sessionPath(positionals[0]!, sessionDir, io.cwd);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read session ${positionals[0]} (${path}): ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
  let events;
  try {
    events = readSessionEvents(text);
  } catch (error) {
    throw new UsageError(`${path}: ${(error as Error).message}`);
  }
  const rendered =
    values.format === 'html'
      ? renderSessionReport(events, { title: values.title, generatedAt: new Date().toISOString() })
      : renderJobSummary({ title: values.title, tasks: [jobSummaryTaskFromEvents(null, events)] });
  const output = values.output ?? (values.format === 'html' ? path.replace(/\.jsonl$/, '') + '.html' : '-');
  if (output === '-') {
    io.stdout.write(rendered);
    return 0;
  }
  const target = resolve(io.cwd, output);
  writeFileSync(target, rendered);
  writeLine(io.stderr, `wrote ${target}`);
  return 0;
}
