// Where the policy (every file it extends, and a chain file) is read from. On a pull request the
// checkout holds the pull request's own files: a policy there is written by the very change the
// agent is asked to work on, and could allow anything. So on pull requests these files are read
// from the base branch's commit through the contents API, never from the head or the merge ref.
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { realFileSystem } from '../paths/index.js';
import type { PolicyHost } from '../policy/index.js';
import type { WorkflowContext } from './context.js';
import type { GitHubApi, PullRequestRefs } from './github-api.js';
import { readInputFile } from '../yaml/index.js';

export interface RepositoryFiles {
  /** Reads a file given by its absolute path in the workspace. */
  readFile(path: string): Promise<string>;
  /** For messages: `the workspace` or `base commit abc1234 of main`. */
  readonly origin: string;
  /** The commit read from, or null for the workspace on disk. */
  readonly ref: string | null;
  /** Starts reading a file now, so a later `readFile` of it finds it under way. */
  prefetch(path: string): void;
}

/** Events whose policy comes from the base branch: every event about a pull request. */
export function readsFromBase(context: WorkflowContext): boolean {
  return context.pullRequest !== null || context.commentOnPullRequest;
}

/**
 * The pull request a run is about: from the payload on pull request events, looked up for a
 * comment on one (its payload names no base commit). Null for other events.
 */
export async function pullRequestOfRun(context: WorkflowContext, api: Pick<GitHubApi, 'pullRequest'>): Promise<PullRequestRefs | null> {
  if (context.pullRequest !== null) {
    const pr = context.pullRequest;
    return { number: pr.number, base: { ref: pr.baseRef, sha: pr.baseSha, repo: pr.baseRepo }, head: { ref: pr.headRef, sha: pr.headSha, repo: pr.headRepo } };
  }
  if (context.commentOnPullRequest && context.issueNumber !== null) return api.pullRequest(context.issueNumber);
  return null;
}

export function workspaceFiles(): RepositoryFiles {
  return { readFile: (path) => readInputFile(path), origin: 'the workspace', ref: null, prefetch: () => undefined };
}

/** Files of the repository at `ref`, read through the contents API; `workspace` maps paths to repository paths. */
export function apiRepositoryFiles(api: Pick<GitHubApi, 'fileAt'>, ref: string, refName: string, workspace: string): RepositoryFiles {
  const roots = [resolve(workspace)];
  try {
    const real = realpathSync(workspace);
    if (!roots.includes(real)) roots.push(real);
  } catch {
    // A workspace that does not exist yet has no other spelling.
  }
  const origin = `base commit ${ref.slice(0, 7)}${refName ? ` of ${refName}` : ''}`;
  const fetched = new Map<string, Promise<string | null>>();
  const fetchOnce = (repoPath: string): Promise<string | null> => {
    let text = fetched.get(repoPath);
    if (!text) {
      text = api.fileAt(repoPath, ref);
      // Observed at once: a prefetch nobody reads (the run was refused) must not end the process.
      text.catch(() => undefined);
      fetched.set(repoPath, text);
    }
    return text;
  };
  return {
    origin,
    ref,
    prefetch(path) {
      const repoPath = repositoryPath(roots, path);
      if (repoPath !== null) fetchOnce(repoPath);
    },
    async readFile(path) {
      const repoPath = repositoryPath(roots, path);
      if (repoPath === null) {
        throw new Error(
          `${path} is outside the repository; on a pull request Leash reads policy and chain files from the ${origin} through the API, so they must live in the repository`,
        );
      }
      const text = await fetchOnce(repoPath);
      if (text === null)
        throw new Error(`${repoPath} does not exist at the ${origin} (on a pull request it is read from the base branch, not from the pull request)`);
      return text;
    },
  };
}

function repositoryPath(roots: string[], path: string): string | null {
  for (const root of roots) {
    const rel = relative(root, resolve(root, path));
    if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return rel.split(sep).join('/');
  }
  return null;
}

/** A policy host over `files`; decisions still look at the checkout on disk (where the agent works). */
export function policyHostFor(files: RepositoryFiles): PolicyHost {
  return { readFile: (path) => files.readFile(path), fs: realFileSystem };
}
