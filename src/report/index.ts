export { renderSessionReport, type SessionReportOptions } from './session-report.js';
export {
  renderJobSummary,
  jobSummaryTaskFromEvents,
  type JobSummaryInput,
  type JobSummaryTask,
} from './job-summary.js';
export { readSessionEvents, SessionFileError, type SessionEvent, type SessionFileErrorCode } from './read-session.js';
export { renderSandboxHtml, renderSandboxMarkdown, sandboxViewOfEnvelopes, sandboxViewOfEvents, type SandboxView } from './sandbox-section.js';
