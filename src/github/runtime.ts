// What a step may do to the runner: log, mask, set outputs, keep state for the post step, write
// the job summary, fail. An interface, so the steps' logic can run against a recording double.
//
// Two implementations of the same runner protocol:
// - `workflowRuntime` speaks it directly (workflow commands on stdout, file commands appended to
//   the files GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY name). The main step uses it:
//   `@actions/core` pulls in undici, whose loading alone costs about a third of the time the step
//   may take to reach its first model call.
// - `actionsCoreRuntime` is `@actions/core`, for the post step, which has no such deadline; it
//   reads what the main step saved (`getState` is the STATE_* variables the runner sets from
//   GITHUB_STATE), which is the check that both speak the protocol alike.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';

export interface ActionRuntime {
  readonly env: NodeJS.ProcessEnv;
  info(line: string): void;
  warning(message: string): void;
  /** Registers a value the runner masks in the log from now on. */
  setSecret(value: string): void;
  setOutput(name: string, value: string): void;
  /** Kept for the post step (`getState` there). Written at once: a killed step still leaves it. */
  saveState(name: string, value: string): void;
  getState(name: string): string;
  appendSummary(markdown: string): Promise<void>;
  /** Fails the step with this message (an error annotation, exit code 1). */
  setFailed(message: string): void;
}

/** A workflow command's message: `%`, CR and LF escaped, so one command stays one line. */
export function escapeCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * A file command entry, `name<<DELIMITER`, the value, `DELIMITER`: multi-line values are safe
 * because the delimiter is fresh and random, and refused if the value somehow holds it.
 */
export function fileCommandEntry(name: string, value: string): string {
  const delimiter = `leash_${randomUUID()}`;
  if (name.includes('\n') || name.includes('<<') || name.includes('=')) throw new Error(`not a valid file command name: ${JSON.stringify(name)}`);
  if (value.includes(delimiter)) throw new Error('a value holds the file command delimiter');
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}

export function workflowRuntime(env: NodeJS.ProcessEnv = process.env, stdout: { write(text: string): unknown } = process.stdout): ActionRuntime {
  const command = (name: string, message: string) => stdout.write(`::${name}::${escapeCommandData(message)}\n`);
  const appendTo = (variable: string, text: string): boolean => {
    const path = env[variable];
    if (!path) return false;
    appendFileSync(path, text, 'utf8');
    return true;
  };
  return {
    env,
    info: (line) => stdout.write(`${line}\n`),
    warning: (message) => command('warning', message),
    setSecret: (value) => {
      if (value !== '') command('add-mask', value);
    },
    setOutput(name, value) {
      // Without GITHUB_OUTPUT (a local run) the value goes to the log, as the old set-output command did.
      if (!appendTo('GITHUB_OUTPUT', fileCommandEntry(name, value))) stdout.write(`output ${name}: ${value}\n`);
    },
    saveState(name, value) {
      appendTo('GITHUB_STATE', fileCommandEntry(name, value));
    },
    getState: (name) => env[`STATE_${name}`] ?? '',
    async appendSummary(markdown) {
      appendTo('GITHUB_STEP_SUMMARY', markdown.endsWith('\n') ? markdown : `${markdown}\n`);
    },
    setFailed(message) {
      process.exitCode = 1;
      command('error', message);
    },
  };
}

export async function actionsCoreRuntime(env: NodeJS.ProcessEnv = process.env): Promise<ActionRuntime> {
  const core = await import('@actions/core');
  return {
    env,
    info: (line) => core.info(line),
    warning: (message) => core.warning(message),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    saveState: (name, value) => core.saveState(name, value),
    getState: (name) => core.getState(name),
    async appendSummary(markdown) {
      // Without GITHUB_STEP_SUMMARY (a local run) there is no summary to write.
      if (!env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
      core.summary.emptyBuffer();
    },
    setFailed: (message) => core.setFailed(message),
  };
}
