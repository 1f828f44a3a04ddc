// A few lines in the step's log as the run goes: each turn's cost and calls, each refusal with
// its rule, the end. Drawn from the event lines the loop writes, which are already redacted.

export function progressPrinter(say: (line: string) => void, prefix = ''): (line: string) => void {
  return (line) => {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    const text = describeEvent(event);
    if (text !== null) say(`${prefix}${text}`);
  };
}

export function describeEvent(event: Record<string, unknown>): string | null {
  if (event.type === 'assistant' && event.parent_tool_use_id === null) {
    const message = (event.message ?? {}) as { content?: { type: string; name?: string; input?: Record<string, unknown>; text?: string }[] };
    const calls = (message.content ?? []).filter((block) => block.type === 'tool_use').map((block) => `${block.name}${callTarget(block.input)}`);
    const cost = typeof event.cost_usd === 'number' ? `$${event.cost_usd.toFixed(4)}` : '';
    return `turn ${String(event.turn)} (${cost})${calls.length > 0 ? `: ${calls.join(', ')}` : ''}`;
  }
  if (event.type === 'system' && event.subtype === 'permission_denied') {
    return `  refused ${String(event.tool_name)}${callTarget(event.tool_input as Record<string, unknown>)}: ${String(event.decision_reason ?? event.decision)}`;
  }
  if (event.type === 'system' && event.subtype === 'api_retry') {
    return `  model call failed (${String(event.error)}), retry ${String(event.attempt)} of ${String(event.max_retries)}`;
  }
  if (event.type === 'result') {
    return `result: ${String(event.subtype)} after ${String(event.num_turns)} turns, $${Number(event.total_cost_usd).toFixed(4)}`;
  }
  return null;
}

function callTarget(input: Record<string, unknown> | undefined): string {
  if (!input) return '';
  const value = input.command ?? input.path ?? input.pattern;
  if (typeof value !== 'string') return '';
  const line = value.replace(/\s+/g, ' ');
  return ` \`${line.length > 80 ? `${line.slice(0, 79)}…` : line}\``;
}
