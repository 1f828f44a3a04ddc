// claude-code-action's `execution_file`: one JSON array of every message of a run, which its
// turn formatter and its comment updater read (the last element is the result). Leash's events
// already have the shapes of those messages (docs/events.md), so the array is the events as
// they are, in order.
import { readSessionEvents, type SessionEvent } from './read-session.js';

/** The execution file of one or more session files' texts, in the order given. */
export function renderExecutionFile(sessionTexts: readonly string[]): string {
  const events: SessionEvent[] = sessionTexts.flatMap((text) => readSessionEvents(text));
  return `${JSON.stringify(events, null, 2)}\n`;
}
