import { readFileSync } from 'node:fs';

import { readSessionEvents, type SessionEvent } from '../../src/report/index.js';

export type FixtureName = 'full' | 'resumed' | 'truncated' | 'hostile';

export function fixtureText(name: FixtureName): string {
  return readFileSync(new URL(`../fixtures/sessions/${name}.jsonl`, import.meta.url), 'utf8');
}

export function fixtureEvents(name: FixtureName): SessionEvent[] {
  return readSessionEvents(fixtureText(name));
}

export function resultEvents(events: readonly SessionEvent[]): SessionEvent[] {
  return events.filter((event) => event.type === 'result');
}

/**
 * The outer HTML of the element carrying `attribute="value"`, found by counting
 * nested tags of its name. Enough for the renderer's own output, where every `<` in
 * text is escaped; a failure to escape would break this helper and the test with it.
 */
export function elementWith(html: string, attribute: string, value: string): string {
  const marker = `${attribute}="${value}"`;
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`no element with ${marker}`);
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-z0-9]+)/i.exec(html.slice(start))?.[1];
  if (tag === undefined) throw new Error(`no tag before ${marker}`);
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match !== null; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`unclosed <${tag}> with ${marker}`);
}

/** All elements whose class attribute is exactly `className`. */
export function elementsWithClass(html: string, className: string): string[] {
  const found: string[] = [];
  let rest = html;
  for (;;) {
    const at = rest.indexOf(`class="${className}"`);
    if (at === -1) return found;
    const element = elementWith(rest.slice(rest.lastIndexOf('<', at)), 'class', className);
    found.push(element);
    rest = rest.slice(at + className.length);
  }
}

/** What the markup says as text: tags dropped, the five entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The cells of one markdown table row, split on pipes that are not escaped. */
export function tableCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}
