// The job summary's cost chart: one line of block characters per task, inside the task table,
// so the chart never takes more room than the table it summarises. Each block is one turn (or
// a run of turns, for long sessions), its height the turn's share of the dearest turn.

const LEVELS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/** At most this many blocks per task; longer sessions put several turns in a block. */
export const MAX_SPARK_BLOCKS = 40;

/** How many consecutive turns one block sums, for the longest of these series. */
export function turnsPerBlock(series: readonly (readonly number[])[]): number {
  const longest = Math.max(0, ...series.map((costs) => costs.length));
  return Math.max(1, Math.ceil(longest / MAX_SPARK_BLOCKS));
}

/** Sums consecutive turns into blocks of `perBlock`. */
export function blockCosts(costs: readonly number[], perBlock: number): number[] {
  const blocks: number[] = [];
  for (let i = 0; i < costs.length; i += perBlock) blocks.push(costs.slice(i, i + perBlock).reduce((sum, usd) => sum + usd, 0));
  return blocks;
}

/** Block characters for `values`, scaled so that `top` is a full block; a zero is the lowest block. */
export function sparkline(values: readonly number[], top: number): string {
  return values
    .map((value) => {
      if (top <= 0 || value <= 0) return LEVELS[0];
      const level = Math.min(LEVELS.length, Math.max(1, Math.ceil((value / top) * LEVELS.length)));
      return LEVELS[level - 1];
    })
    .join('');
}
