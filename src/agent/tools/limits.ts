// Typed view of limits.json: every tool's limits come from one data file, so a limit is
// changed in one place and the loop can override any of them per tool.
import limitsTable from './limits.json' with { type: 'json' };

/** The tool executors that take limits. */
export type ToolName = 'bash' | 'read' | 'write' | 'edit' | 'glob' | 'grep';

/** Every limit a tool may use; limits.json says what each one means and who reads it. */
export interface ToolLimits {
  maxLines: number;
  maxBytes: number;
  maxLineLength: number;
  maxResults: number;
  maxFileBytes: number;
  hardCapBytes: number;
  killGraceMs: number;
  defaultTimeoutMs: number;
  maxTimeoutMs: number;
}

/** Per-tool overrides, as the loop's configuration would hold them. */
export type ToolLimitOverrides = Partial<Record<ToolName, Partial<ToolLimits>>>;

const LIMIT_FIELDS = Object.keys(limitsTable.all) as (keyof ToolLimits)[];

/**
 * The limits `tool` runs with: limits.json's `all`, then the tool's own section, then
 * `overrides`. An override that is not a positive integer is ignored (the default stays),
 * so a typo in a configuration can never turn a limit off.
 */
export function resolveToolLimits(tool: ToolName, overrides?: Partial<ToolLimits>): ToolLimits {
  const own: Partial<ToolLimits> = limitsTable.tools[tool];
  const limits: ToolLimits = { ...limitsTable.all, ...own };
  if (overrides) {
    for (const field of LIMIT_FIELDS) {
      const value = overrides[field];
      if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) limits[field] = value;
    }
  }
  return limits;
}

/**
 * The timeout a bash call runs with: the model's `timeout_ms` when it gave a usable one,
 * else the default; never above `maxTimeoutMs`.
 */
export function bashTimeoutMs(requested: number | undefined, limits: Pick<ToolLimits, 'defaultTimeoutMs' | 'maxTimeoutMs'>): number {
  const wanted = typeof requested === 'number' && Number.isFinite(requested) && requested > 0 ? Math.ceil(requested) : limits.defaultTimeoutMs;
  return Math.min(wanted, limits.maxTimeoutMs);
}
