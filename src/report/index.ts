export { renderSessionReport, type SessionReportOptions } from './session-report.js';
export { renderJobSummary, jobSummaryTaskFromEvents, type JobSummaryInput, type JobSummaryTask, type JobSummaryToolCall } from './job-summary.js';
export { readSessionEvents, SessionFileError, type SessionEvent, type SessionFileErrorCode } from './read-session.js';
export { renderExecutionFile } from './execution-file.js';
export { renderSandboxHtml, renderSandboxMarkdown, sandboxViewOfEnvelopes, sandboxViewOfEvents, type SandboxView } from './sandbox-section.js';
export { formatCount, formatUsd } from './format.js';
export { type JsonObject } from './json-access.js';
export { escapeMarkdownText, fencedBlock, markdownCode } from './markdown-escape.js';
