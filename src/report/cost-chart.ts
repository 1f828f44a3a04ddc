import { escapeHtml } from './html-escape.js';

export interface CostBar {
  /** Short text under the bar (the turn number). */
  label: string;
  /** Tooltip: what the bar is and what it cost. */
  title: string;
  /** Fragment the bar links to, without `#`. */
  anchor: string;
  /** Cost of the main loop's response. */
  mainUsd: number;
  /** Cost of the subagents this turn started. */
  subUsd: number;
  /** True for the first turn of a resumed invocation: a divider is drawn before it. */
  startsPart: boolean;
}

/**
 * The chart's drawing size. Text in an SVG scales with it, so a page shows the desktop size on a
 * wide screen and the phone size (drawn at about the width it is shown, labels kept readable)
 * on a narrow one.
 */
export interface ChartSize {
  width: number;
  height: number;
  /** At most this many turn labels under the bars. */
  maxLabels: number;
  className: string;
}

export const DESKTOP_CHART: ChartSize = { width: 960, height: 180, maxLabels: 30, className: 'wide' };
export const PHONE_CHART: ChartSize = { width: 360, height: 150, maxLabels: 8, className: 'narrow' };

const PLOT = { left: 64, right: 12, top: 12, bottom: 26 };

/** An inline SVG bar chart of cost per turn; each bar links to its turn. */
export function renderCostChart(bars: readonly CostBar[], size: ChartSize = DESKTOP_CHART): string {
  const { width: WIDTH, height: HEIGHT } = size;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const baseline = PLOT.top + plotHeight;
  const top = niceCeiling(Math.max(0, ...bars.map((bar) => bar.mainUsd + bar.subUsd)));
  const slot = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(1, Math.min(slot * 0.68, 44));
  const labelEvery = Math.max(1, Math.ceil(bars.length / size.maxLabels));
  const y = (usd: number): number => (top === 0 ? 0 : (usd / top) * plotHeight);

  const out: string[] = [];
  out.push(`<svg class="${size.className}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Cost per turn">`);
  for (const fraction of [0, 0.5, 1]) {
    const lineY = round(baseline - fraction * plotHeight);
    out.push(
      `<line class="${fraction === 0 ? 'axis' : 'grid'}" x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${lineY}" y2="${lineY}"/>`,
      `<text class="tick" x="${PLOT.left - 8}" y="${round(lineY + 4)}" text-anchor="end">${escapeHtml(axisUsd(top * fraction))}</text>`,
    );
  }
  bars.forEach((bar, index) => {
    const slotX = PLOT.left + index * slot;
    const x = round(slotX + (slot - barWidth) / 2);
    const centre = round(slotX + slot / 2);
    if (bar.startsPart && index > 0) {
      const sepX = round(slotX);
      out.push(
        `<line class="part-sep" x1="${sepX}" x2="${sepX}" y1="${PLOT.top}" y2="${baseline}"/>`,
        `<text class="tick" x="${round(sepX + 5)}" y="${PLOT.top + 10}">resumed</text>`,
      );
    }
    const mainHeight = y(bar.mainUsd);
    const subHeight = y(bar.subUsd);
    out.push(`<a href="#${escapeHtml(bar.anchor)}"><title>${escapeHtml(bar.title)}</title>`);
    // An invisible full-height rect keeps cheap turns easy to hover and click.
    out.push(`<rect x="${round(slotX)}" y="${PLOT.top}" width="${round(slot)}" height="${plotHeight}" fill="transparent"/>`);
    if (mainHeight > 0) {
      out.push(`<rect class="bar-main" x="${x}" y="${round(baseline - mainHeight)}" width="${round(barWidth)}" height="${round(mainHeight)}" rx="2"/>`);
    }
    if (subHeight > 0) {
      out.push(
        `<rect class="bar-sub" x="${x}" y="${round(baseline - mainHeight - subHeight)}" width="${round(barWidth)}" height="${round(subHeight)}" rx="2"/>`,
      );
    }
    out.push('</a>');
    if (index % labelEvery === 0) {
      out.push(`<text class="tick" x="${centre}" y="${baseline + 17}" text-anchor="middle">${escapeHtml(bar.label)}</text>`);
    }
  });
  out.push('</svg>');
  return out.join('');
}

/** The smallest of 1, 2, 2.5 or 5 × 10^n at or above `value`, so axis labels stay round. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value - 1e-12) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Axis labels carry no trailing zeros: `$0`, `$0.025`, `$0.05`. */
function axisUsd(value: number): string {
  if (value === 0) return '$0';
  const fixed = value.toFixed(value >= 1 ? 2 : 4);
  return `$${fixed.replace(/\.?0+$/, '')}`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
