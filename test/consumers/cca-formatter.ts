// What claude-code-action's turn formatter (src/entrypoints/format-turns.ts) needs from an
// execution file to render it, as checks of our own. It parses the file as an array and walks
// it: a value it cannot walk (not an array, a content list that is not a list of objects, a
// non-number cost or duration) throws, and the Action then writes the whole file as a raw JSON
// dump instead of the report. Shapes it does not know render poorly but do not throw; those
// are listed too (a tool call without a name or a result, a result that is not text).

/** Why the formatter would throw on this file (and fall back to its raw dump); empty when it renders. */
export function formatterFailures(file: unknown): string[] {
  if (!Array.isArray(file)) return ['the file is not a JSON array'];
  const failures: string[] = [];
  file.forEach((turn, index) => {
    const at = `element ${index}`;
    if (turn === null || typeof turn !== 'object') return failures.push(`${at} is not an object`);
    const { type } = turn as Record<string, unknown>;
    if (type === 'system' && (turn as Record<string, unknown>).subtype === 'init') {
      const tools = (turn as Record<string, unknown>).tools;
      if (tools !== undefined && !Array.isArray(tools)) failures.push(`${at}: init tools is not a list`);
    }
    if (type === 'assistant' || type === 'user') {
      const content = (turn as { message?: { content?: unknown } }).message?.content;
      if (content !== undefined && content !== null && typeof content !== 'string' && !Array.isArray(content))
        failures.push(`${at}: message.content cannot be walked`);
      if (Array.isArray(content))
        content.forEach((item, i) => (item === null || typeof item !== 'object') && failures.push(`${at}: content ${i} is not an object`));
      const usage = (turn as { message?: { usage?: unknown } }).message?.usage;
      if (type === 'assistant' && usage !== undefined && (usage === null || typeof usage !== 'object')) failures.push(`${at}: usage is not an object`);
    }
    if (type === 'result') {
      const { cost_usd: cost, duration_ms: duration } = turn as Record<string, unknown>;
      if (cost !== undefined && cost !== null && cost !== 0 && typeof cost !== 'number') failures.push(`${at}: cost_usd is not a number`);
      if (duration !== undefined && duration !== null && duration !== 0 && typeof duration !== 'number') failures.push(`${at}: duration_ms is not a number`);
    }
    return undefined;
  });
  return failures;
}

/** What the formatter would render poorly: tool calls without a name, input or result; results that are not text. */
export function formatterLosses(file: readonly Record<string, any>[]): string[] {
  const results = new Map<string, unknown>();
  for (const turn of file) {
    if (turn.type !== 'user' || !Array.isArray(turn.message?.content)) continue;
    for (const item of turn.message.content)
      if (item.type === 'tool_result' && typeof item.tool_use_id === 'string') results.set(item.tool_use_id, item.content);
  }
  const losses: string[] = [];
  for (const turn of file) {
    if (turn.type !== 'assistant') continue;
    for (const item of turn.message?.content ?? []) {
      if (item.type !== 'tool_use') continue;
      if (typeof item.name !== 'string') losses.push(`tool_use ${item.id}: no name`);
      if (item.input === null || typeof item.input !== 'object') losses.push(`tool_use ${item.id}: input is not an object`);
      if (!results.has(item.id)) losses.push(`tool_use ${item.id}: no tool_result`);
      else {
        const content = results.get(item.id);
        const text = typeof content === 'string' || (Array.isArray(content) && content[0]?.type === 'text');
        if (!text) losses.push(`tool_use ${item.id}: its result is not text`);
      }
    }
  }
  const last = file.at(-1);
  if (last?.type !== 'result' || typeof last.result !== 'string') losses.push('the last element is not a result with its text (the comment updater reads it)');
  return losses;
}
