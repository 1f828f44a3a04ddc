// `leash policy test|lint|init` (DESIGN.md section 7).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { decideSelfTest, lintPolicy, selfTestSubject, STARTER_POLICY } from '../policy/index.js';
import { policyContext } from './context.js';
import { DECISION_WORDS } from './decision-format.js';
import { UsageError, writeLine, type CliIO } from './io.js';

const POLICY_USAGE = 'leash policy test FILE | leash policy lint FILE | leash policy init [FILE] [--force]';

export async function policyCommand(args: string[], io: CliIO): Promise<number> {
  const [verb, ...rest] = args;
  switch (verb) {
    case 'test':
      return policyTest(rest, io);
    case 'lint':
      return policyLint(rest, io);
    case 'init':
      return policyInit(rest, io);
    default:
      throw new UsageError(`unknown policy command ${verb ? `"${verb}"` : '(none)'}; usage: ${POLICY_USAGE}`);
  }
}

function fileArgument(rest: string[], verb: string): { file: string; cwd: string | undefined; force: boolean } {
  const { values, positionals } = parseArgs({
    args: rest,
    options: { cwd: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0] ?? (verb === 'init' ? '.github/leash.yml' : undefined);
  if (!file || positionals.length > 1) throw new UsageError(`leash policy ${verb} takes one policy file; usage: ${POLICY_USAGE}`);
  return { file, cwd: values.cwd, force: values.force ?? false };
}

/** Loading runs the self-tests (a failure is a load error); this prints each one's outcome. */
async function policyTest(rest: string[], io: CliIO): Promise<number> {
  const { file, cwd } = fileArgument(rest, 'test');
  const { policy, parser } = await policyContext(io, file, cwd);
  let count = 0;
  for (const layer of policy.layers) {
    for (const test of layer.tests) {
      const decision = decideSelfTest(policy, parser, test);
      const check = test.check;
      const subject = check.tool === 'bash' ? `bash ${JSON.stringify(check.command)}` : check.tool === 'network' ? selfTestSubject(test) : `${check.tool} ${JSON.stringify(check.path)}`;
      writeLine(io.stdout, `ok  ${test.source}  ${subject} -> ${DECISION_WORDS[decision.decision]}`);
      count++;
    }
  }
  writeLine(io.stdout, count === 0 ? `no self-tests in ${file}; add some under tests:` : `${count} self-test${count === 1 ? '' : 's'} passed`);
  return 0;
}

/** Exit 0 when clean, 1 when there are warnings, 2 when the policy does not load. */
async function policyLint(rest: string[], io: CliIO): Promise<number> {
  const { file, cwd } = fileArgument(rest, 'lint');
  const { policy } = await policyContext(io, file, cwd);
  const warnings = lintPolicy(policy);
  for (const warning of warnings) writeLine(io.stdout, `${warning.source}: warning: ${warning.message}`);
  writeLine(io.stdout, warnings.length === 0 ? `${file}: no warnings` : `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`);
  return warnings.length === 0 ? 0 : 1;
}

async function policyInit(rest: string[], io: CliIO): Promise<number> {
  const { file, force } = fileArgument(rest, 'init');
  const target = resolve(io.cwd, file);
  if (existsSync(target) && !force) throw new UsageError(`${file} already exists; pass --force to replace it`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, STARTER_POLICY);
  writeLine(io.stdout, `wrote ${file}: a starter policy of read-only commands with self-tests. Edit it, then run: leash policy test ${file}`);
  return 0;
}
