// Deferred tools and `tool_search` (DESIGN.md section 4). A server with many tools would cost
// their full schemas on every request; instead the model sees one `tool_search` tool whose
// description is a name-only catalog, and a search loads the best few for the next request.
//
// Ranking is lexicographic, so each rule holds whatever the numbers: an exact name beats
// everything; then how well the query's words meet the tool's name; then its description; then
// its server's name; then the catalog's own order, so equal scores always come out the same way.

export interface DeferredTool {
  server: string;
  /** The tool's name on its server. */
  name: string;
  /** The name the model calls: `mcp__<server>__<name>`. */
  fullName: string;
  description: string;
}

/** How many tools one search loads. */
export const SEARCH_RESULTS = 5;

/** Words that say nothing about which tool is meant; they would only make descriptions tie. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'or',
  'by',
  'with',
  'from',
  'is',
  'it',
  'its',
  'this',
  'that',
  'be',
  'as',
  'at',
  'into',
  'me',
  'my',
  'all',
  'tool',
  'tools',
]);

/** Lowercase words of a name or text: `getPullRequest`, `get_pull_request` and `get-pull request` all give get, pull, request. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function queryWords(query: string): string[] {
  return [...new Set(wordsOf(query).filter((word) => !STOP_WORDS.has(word)))];
}

/** 3 for the same word, 2 when one word starts the other (issue / issues), 1 for a part of a longer word. */
function wordScore(word: string, candidates: readonly string[], joined: string): number {
  if (candidates.includes(word)) return 3;
  if (word.length >= 3 && candidates.some((c) => c.length >= 3 && (c.startsWith(word) || word.startsWith(c)))) return 2;
  if (word.length >= 3 && joined.includes(word)) return 1;
  return 0;
}

interface Scored {
  tool: DeferredTool;
  order: number;
  exact: number;
  name: number;
  description: number;
  server: number;
}

/** The best `limit` tools for `query`, best first; tools nothing in the query meets are left out. */
export function rankDeferredTools(query: string, tools: readonly DeferredTool[], limit = SEARCH_RESULTS): DeferredTool[] {
  const wanted = query.trim().toLowerCase();
  const words = queryWords(query);
  const scored: Scored[] = tools.map((tool, order) => {
    const nameWords = wordsOf(tool.name);
    const nameJoined = nameWords.join('');
    const descriptionWords = wordsOf(tool.description);
    const serverWords = wordsOf(tool.server);
    let name = 0;
    let description = 0;
    let server = 0;
    for (const word of words) {
      name += wordScore(word, nameWords, nameJoined);
      // Each query word counts once however often a description repeats it, and never as a part of a word.
      description += descriptionWords.includes(word) ? 2 : word.length >= 3 && descriptionWords.some((d) => d.startsWith(word)) ? 1 : 0;
      server += serverWords.includes(word) ? 1 : 0;
    }
    const exact = wanted !== '' && (wanted === tool.name.toLowerCase() || wanted === tool.fullName.toLowerCase()) ? 1 : 0;
    return { tool, order, exact, name, description, server };
  });
  return scored
    .filter((s) => s.exact + s.name + s.description + s.server > 0)
    .sort((a, b) => b.exact - a.exact || b.name - a.name || b.description - a.description || b.server - a.server || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.tool);
}

/** The `tool_search` description: what it does, then one line per server with its deferred tools' names. */
export function toolSearchDescription(tools: readonly DeferredTool[]): string {
  const byServer = new Map<string, string[]>();
  for (const tool of tools) {
    const names = byServer.get(tool.server) ?? [];
    names.push(tool.name);
    byServer.set(tool.server, names);
  }
  const lines = [
    `Find more tools by name or purpose; the best ${SEARCH_RESULTS} matches become callable from your next turn. A tool below can also be called directly as mcp__<server>__<name>.`,
    'Deferred tools (server: names):',
    ...[...byServer].map(([server, names]) => `${server}: ${names.join(', ')}`),
  ];
  return lines.join('\n');
}

/** What the model reads after a search; `searchLoadedNames` reads the loaded names back from it. */
export function toolSearchResultText(query: string, found: readonly DeferredTool[]): string {
  if (found.length === 0) {
    return `No deferred tool matches "${query}". Try other words, or a name from the catalog in the tool_search description.`;
  }
  const lines = [`Loaded ${found.length} tool${found.length === 1 ? '' : 's'} for "${query}"; call them from your next turn:`];
  for (const tool of found) {
    const summary = tool.description.replace(/\s+/g, ' ').trim();
    lines.push(`- ${tool.fullName}${summary ? `: ${summary.length > 160 ? `${summary.slice(0, 159)}…` : summary}` : ''}`);
  }
  return lines.join('\n');
}

const LOADED_LINE = /^- (mcp__[A-Za-z0-9_-]+)(?::|$)/;

/** The tool names a `tool_search` result loaded, read back from its text (for `--resume`). */
export function searchLoadedNames(text: string): string[] {
  if (!text.startsWith('Loaded ')) return [];
  return text
    .split('\n')
    .slice(1)
    .map((line) => LOADED_LINE.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}
