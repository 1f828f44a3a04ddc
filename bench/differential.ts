// Every decision of the bench corpus and of the conformance commands, written to a file, so a
// change meant to keep behaviour (the split of the decomposer) can show byte-identical output:
//
//   npx tsx bench/differential.ts OUT.jsonl        # run before and after, then: cmp before after
//
// Each line is one decision: the command, the policy it was decided under (`corpus`, or the
// conformance case's id), and the whole Decision (scopes with their rules and ranges, reasons).
// Decided over an empty file system at /ws so the output depends on the engine alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { loadBashParser } from '../src/bash/index.js';
import { emptyFileSystem } from '../src/paths/resolve.js';
import { decideBashCommand, loadPolicy, type Policy, type PolicyHost } from '../src/policy/index.js';
import { CORPUS_DIR, CORPUS_POLICY, readCorpus } from './corpus/read.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONFORMANCE = join(REPO, '..', 'shared', 'conformance', 'decisions.yaml');
const WS = '/ws';
const HOME = '/home/u';

interface ConformanceCase {
  id: string;
  policy: Record<string, unknown>;
  extends?: Record<string, Record<string, unknown>>;
  check: { bash?: string };
}

function memoryHost(files: Record<string, string>): PolicyHost {
  return {
    fs: emptyFileSystem,
    async readFile(path) {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
  };
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('expected the output file: npx tsx bench/differential.ts OUT.jsonl');
  const parser = await loadBashParser();
  const policyFile = join(WS, '.github', 'leash.yml');
  const load = (files: Record<string, string>): Promise<Policy> => loadPolicy(policyFile, { workspace: WS, home: HOME, parser, host: memoryHost(files) });
  const lines: string[] = [];
  const corpusPolicy = await load({ [policyFile]: readFileSync(CORPUS_POLICY, 'utf8') });
  const commands = [...readCorpus(), ...readCorpus(join(CORPUS_DIR, 'hand-written.txt'))];
  for (const command of commands) lines.push(JSON.stringify({ policy: 'corpus', command, decision: decideBashCommand(corpusPolicy, parser, command) }));
  const { cases } = parse(readFileSync(CONFORMANCE, 'utf8')) as { cases: ConformanceCase[] };
  for (const c of cases) {
    const command = c.check.bash;
    if (command === undefined) continue;
    const files: Record<string, string> = { [policyFile]: stringify(c.policy) };
    for (const [name, policy] of Object.entries(c.extends ?? {})) files[join(WS, '.github', name)] = stringify(policy);
    let policy: Policy;
    try {
      policy = await load(files);
    } catch (error) {
      lines.push(JSON.stringify({ policy: c.id, command, error: (error as Error).message }));
      continue;
    }
    lines.push(JSON.stringify({ policy: c.id, command, decision: decideBashCommand(policy, parser, command) }));
    // The corpus policy too: more rules, floors and defaults meet the same command.
    lines.push(JSON.stringify({ policy: 'corpus', command, decision: decideBashCommand(corpusPolicy, parser, command) }));
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.length} decisions written to ${out}\n`);
}

await main();
