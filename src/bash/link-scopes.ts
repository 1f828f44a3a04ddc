// Links made by earlier commands of the same call (links.ts): the ones a command makes count
// from the next command on, and a path walked through one needs approval.
import { type Walk, reason } from './walk-context.js';
import { EarlierLinks } from './links.js';
import type { SyntaxNode } from './syntax.js';

/** The links the command just walked may have made count from here on. */
export function settleLinks(w: Walk): void {
  const made = w.state.madeLinks;
  if (made === null) return;
  w.state.madeLinks = null;
  let links = w.state.links;
  if (!links) {
    links = w.state.links = new EarlierLinks(w.state.ctx.fs);
    w.state.ctx = { ...w.state.ctx, fs: links };
  }
  for (const entry of made) links.add(entry);
}

/** A reason for each path an earlier command may have made a link that the walks since the last call went through. */
export function linkedEarlier(w: Walk, node: SyntaxNode, subject: string): void {
  const hits = w.state.links?.takeHits();
  if (!hits) return;
  for (const hit of hits) {
    if (hit.maker === w.maker) continue;
    reason(w, 'linked-earlier', node, { subject, written: hit.written, maker: hit.maker });
  }
}
