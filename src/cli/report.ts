// `leash report SESSION`: a session file as a self-contained HTML page (or the job-summary
// markdown), to open in a browser or attach to a ticket.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sessionPath } from '../agent/session-file.js';
import { jobSummaryTaskFromEvents, readSessionEvents, renderJobSummary, renderSessionReport } from '../report/index.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { defaultSessionDir } from './run.js';

export async function reportCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      output: { type: 'string', short: 'o' },
      format: { type: 'string', default: 'html' },
      'session-dir': { type: 'string' },
      title: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('leash report takes one session: a session id or a session file');
  if (values.format !== 'html' && values.format !== 'markdown') throw new UsageError(`--format must be html or markdown, not "${values.format}"`);
  const sessionDir = values['session-dir'] ? resolve(io.cwd, values['session-dir']) : defaultSessionDir(io);
  const path = sessionPath(positionals[0]!, sessionDir, io.cwd);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read session ${positionals[0]} (${path}): ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
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
