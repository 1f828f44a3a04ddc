/**
 * Prompt-cache emulation for the fake Messages API server, after the API's documented rules:
 *
 * - Breakpoints are the prompt blocks carrying `cache_control` (tools, system blocks, message
 *   content blocks, or a block inside a `tool_result`'s content, which marks that
 *   tool_result), plus the last block when the request has a top-level `cache_control`
 *   (automatic caching). At most 4 per request; more is a 400 from the server.
 * - A prefix is identified by a hash chained over the model and every block up to it, each
 *   with its section, message index and role, so changing anything earlier (tools, system,
 *   an earlier message) changes every later prefix, as with the API.
 * - Read: for every breakpoint, the prefixes ending at that block and at the 19 blocks
 *   before it (a 20-block lookback, as the API does) are looked up; the longest one cached
 *   and not expired is read and its lifetime refreshed. `cache_read_input_tokens` is its
 *   token count.
 * - Write: when the longest breakpoint prefix is longer than what was read and holds at
 *   least `minCacheableTokens`, every breakpoint prefix past the read one that holds at
 *   least `minCacheableTokens` is stored, and `cache_creation_input_tokens` is the tokens
 *   between the read prefix and the longest breakpoint. Shorter prefixes are not cached.
 * - `input_tokens` is the rest, so the three always add up to `countRequestTokens`.
 * - Lifetime: `ttl: "1h"` breakpoints live one hour; others live `ttlMs` (default five
 *   minutes). `cache_creation` splits the written tokens by the lifetime of the breakpoint
 *   that closes each stretch.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type PromptBlock } from './token-count.js';

export const DEFAULT_CACHE_TTL_MS = 5 * 60 * 1000;
export const ONE_HOUR_CACHE_TTL_MS = 60 * 60 * 1000;
/** The API's minimum cacheable prompt for most models (Sonnet and Opus); some models need 2048 or 4096. */
export const DEFAULT_MIN_CACHEABLE_TOKENS = 1024;
export const CACHE_LOOKBACK_BLOCKS = 20;
export const MAX_CACHE_BREAKPOINTS = 4;

export interface PromptCacheOptions {
  ttlMs?: number;
  minCacheableTokens?: number;
  lookbackBlocks?: number;
  now?: () => number;
}

export interface CacheUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

interface CacheEntry {
  expiresAt: number;
  ttlMs: number;
}

export interface PromptCache {
  /** Splits a request's input tokens into read / written / uncached, and updates the cache. */
  account(model: string, blocks: readonly PromptBlock[], breakpoints: readonly number[]): CacheUsage;
  /** Number of live entries (for assertions). */
  size(): number;
  clear(): void;
}

/**
 * Positions (0-based block indexes) that close a cache breakpoint: blocks with
 * `cache_control`, and the last block when the request sets a top-level `cache_control`.
 */
export function findBreakpoints(blocks: readonly PromptBlock[], topLevelCacheControl: boolean): number[] {
  const positions = new Set<number>();
  blocks.forEach((block, index) => {
    if (block.cacheControl) positions.add(index);
  });
  if (topLevelCacheControl && blocks.length > 0) positions.add(blocks.length - 1);
  return [...positions].sort((a, b) => a - b);
}

/** Number of breakpoints the API would count against its limit of 4. */
export function countBreakpointMarkers(blocks: readonly PromptBlock[], topLevelCacheControl: boolean): number {
  return blocks.filter((block) => block.cacheControl).length + (topLevelCacheControl ? 1 : 0);
}

function prefixHashes(model: string, blocks: readonly PromptBlock[]): string[] {
  const hashes: string[] = [];
  let previous = createHash('sha256').update(`model:${model}`).digest('hex');
  for (const block of blocks) {
    const position = canonicalJson({
      section: block.section,
      message: block.messageIndex,
      role: block.role,
      block: block.block,
    });
    previous = createHash('sha256').update(previous).update(position).digest('hex');
    hashes.push(previous);
  }
  return hashes;
}

export function createPromptCache(options: PromptCacheOptions = {}): PromptCache {
  const ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const minTokens = options.minCacheableTokens ?? DEFAULT_MIN_CACHEABLE_TOKENS;
  const lookback = options.lookbackBlocks ?? CACHE_LOOKBACK_BLOCKS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CacheEntry>();

  const isLive = (hash: string | undefined, at: number): boolean => {
    if (hash === undefined) return false;
    const entry = entries.get(hash);
    if (!entry) return false;
    if (entry.expiresAt <= at) {
      entries.delete(hash);
      return false;
    }
    return true;
  };

  return {
    account(model, blocks, breakpoints) {
      const at = now();
      const hashes = prefixHashes(model, blocks);
      // cumulative[i] = tokens of blocks[0..i-1]
      const cumulative = [0];
      for (const block of blocks) cumulative.push((cumulative.at(-1) ?? 0) + block.tokens);
      const total = cumulative.at(-1) ?? 0;
      const prefixTokens = (lastIndex: number): number => cumulative[lastIndex + 1] ?? 0;

      let readEnd = -1;
      for (const breakpoint of breakpoints) {
        for (let position = breakpoint; position >= 0 && position > breakpoint - lookback; position -= 1) {
          if (position <= readEnd) break;
          if (isLive(hashes[position], at)) {
            readEnd = position;
            break;
          }
        }
      }
      if (readEnd >= 0) {
        const hash = hashes[readEnd] as string;
        const entry = entries.get(hash) as CacheEntry;
        entry.expiresAt = at + entry.ttlMs;
      }
      const read = readEnd >= 0 ? prefixTokens(readEnd) : 0;

      const usage: CacheUsage = {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: read,
        cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
      };
      let writtenEnd = readEnd;
      for (const breakpoint of breakpoints) {
        if (breakpoint <= readEnd || prefixTokens(breakpoint) < minTokens) continue;
        const oneHour = blocks[breakpoint]?.cacheControl?.ttl === '1h';
        const lifetime = oneHour ? ONE_HOUR_CACHE_TTL_MS : ttlMs;
        entries.set(hashes[breakpoint] as string, { expiresAt: at + lifetime, ttlMs: lifetime });
        const written = prefixTokens(breakpoint) - (writtenEnd >= 0 ? prefixTokens(writtenEnd) : 0);
        usage.cache_creation_input_tokens += written;
        if (oneHour) usage.cache_creation.ephemeral_1h_input_tokens += written;
        else usage.cache_creation.ephemeral_5m_input_tokens += written;
        writtenEnd = breakpoint;
      }
      usage.input_tokens = total - usage.cache_read_input_tokens - usage.cache_creation_input_tokens;
      return usage;
    },
    size() {
      const at = now();
      for (const hash of [...entries.keys()]) isLive(hash, at);
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
