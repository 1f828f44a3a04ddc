// A session file is untrusted input: any field may be missing or of the wrong type.
// These accessors return `undefined` instead of throwing, so one odd field never
// stops a report from being drawn.

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Text of a tool result or message `content`: a string, or a list of text blocks. */
export function contentText(value: unknown): string {
  if (typeof value === 'string') return value;
  const parts: string[] = [];
  for (const block of asArray(value)) {
    const text = asString(asObject(block)?.['text']);
    if (text !== undefined) parts.push(text);
  }
  return parts.join('\n');
}
