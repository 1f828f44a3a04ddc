import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/report/format.ts
function formatUsd(value) {
  if (value === 0) return "$0.00";
  const digits = Math.abs(value) >= 1 ? 2 : 4;
  return `${value < 0 ? "-" : ""}$${groupThousands(Math.abs(value).toFixed(digits))}`;
}
function formatCount(value) {
  return `${value < 0 ? "-" : ""}${groupThousands(Math.round(Math.abs(value)).toString())}`;
}
function formatCompactCount(value) {
  const abs = Math.abs(value);
  if (abs < 1e3) return formatCount(value);
  if (abs < 1e6) return `${trimZeros((value / 1e3).toFixed(abs < 1e4 ? 2 : 1))}k`;
  return `${trimZeros((value / 1e6).toFixed(abs < 1e7 ? 2 : 1))}M`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  const seconds = ms / 1e3;
  if (seconds < 60) return `${trimZeros(seconds.toFixed(1))} s`;
  const totalSeconds = Math.round(seconds);
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60) return `${minutes} min ${String(totalSeconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
function plural(count, one, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
function groupThousands(digits) {
  const [whole = "", fraction] = digits.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === void 0 ? grouped : `${grouped}.${fraction}`;
}
function trimZeros(text) {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

export {
  formatUsd,
  formatCount,
  formatCompactCount,
  formatDuration,
  plural
};
