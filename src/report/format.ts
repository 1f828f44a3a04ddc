// Number formatting shared by the HTML page and the job summary. Written out rather
// than left to `toLocaleString`, so the output does not depend on the host's locale.

/** `$1.23` from a dollar upwards, `$0.0123` below: small turns still show their cost. */
export function formatUsd(value: number): string {
  if (value === 0) return '$0.00';
  const digits = Math.abs(value) >= 1 ? 2 : 4;
  return `${value < 0 ? '-' : ''}$${groupThousands(Math.abs(value).toFixed(digits))}`;
}

/** `12,345` */
export function formatCount(value: number): string {
  return `${value < 0 ? '-' : ''}${groupThousands(Math.round(Math.abs(value)).toString())}`;
}

/** `950`, `12.3k`, `4.56M` */
export function formatCompactCount(value: number): string {
  const abs = Math.abs(value);
  if (abs < 1000) return formatCount(value);
  if (abs < 1_000_000) return `${trimZeros((value / 1000).toFixed(abs < 10_000 ? 2 : 1))}k`;
  return `${trimZeros((value / 1_000_000).toFixed(abs < 10_000_000 ? 2 : 1))}M`;
}

/** `850 ms`, `12.3 s`, `4 min 05 s`, `1 h 02 min` */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${trimZeros(seconds.toFixed(1))} s`;
  const totalSeconds = Math.round(seconds);
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60) return `${minutes} min ${String(totalSeconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function groupThousands(digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
