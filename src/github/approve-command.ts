// The words of a `/leash approve` comment: `all`, or the ids to approve separated by commas, on
// the comment's first line. Anything else is not an approval, and the reply says what is.
import { markdownCode } from '../report/index.js';

/** The forms a reply names when a comment is not one of them. */
export const APPROVE_FORMS =
  '`/leash approve all`, or `/leash approve` with the ids separated by commas, e.g. `/leash approve 1,3`, alone on the first line of the comment';

const APPROVE = /^\/leash\s+approve\s+(all|\d+(?:\s*,\s*\d+)*)$/;

export type ApproveCommand = { ok: true; spec: string } | { ok: false; reason: string };

/**
 * Reads the comment's first non-blank line. `spec` is what `selectApprovals` takes (`all` or
 * `1,3`); lines below the first are a note for people and are not read.
 */
export function parseApproveCommand(body: string): ApproveCommand {
  const first =
    body
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const match = APPROVE.exec(first);
  if (!match) {
    const shown = first === '' ? 'an empty comment' : markdownCode(first.length > 100 ? `${first.slice(0, 99)}…` : first);
    return { ok: false, reason: `${shown} is not an approval Leash understands; write ${APPROVE_FORMS}` };
  }
  return {
    ok: true,
    spec: match[1]!
      .split(',')
      .map((id) => id.trim())
      .join(','),
  };
}
