// The tool executors the agent loop calls once the policy has allowed a call (DESIGN.md
// section 4). Each takes paths and limits in and returns text for the model plus metadata;
// ordinary failures come back as `{ ok: false, code, text }`, never as exceptions.
export { runBashCommand, RUN_MARKER_VARIABLE } from './bash.js';
export { startSupervisor } from './supervisor.js';
export type { BashCommandOptions, BashRun, BashStopReason } from './bash.js';
export { scrubbedEnvironment, ENVIRONMENT_ALLOW, ENVIRONMENT_NEVER, ENVIRONMENT_SETTINGS } from './environment.js';
export type { EnvironmentAllowEntry, EnvironmentNeverEntry, EnvironmentSetting, ScrubOptions } from './environment.js';
export { readFileTool } from './read.js';
export type { ReadFileOptions, ReadFileResult, ReadFileSuccess } from './read.js';
export { writeFileTool } from './write.js';
export type { WriteFileOptions, WriteFileResult, WriteFileSuccess } from './write.js';
export { editFileTool } from './edit.js';
export type { EditFileOptions, EditFileResult, EditFileSuccess } from './edit.js';
export { globTool } from './glob.js';
export type { GlobToolOptions, GlobToolResult, GlobToolSuccess } from './glob.js';
export { grepTool } from './grep.js';
export type { GrepMatch, GrepToolOptions, GrepToolResult, GrepToolSuccess } from './grep.js';
export { truncateOutput, cutLongLine, formatCount } from './truncate.js';
export type { OutputLimits, TruncatedOutput, Truncation } from './truncate.js';
export { resolveToolLimits, bashTimeoutMs } from './limits.js';
export type { ToolLimitOverrides, ToolLimits, ToolName } from './limits.js';
export { parseToolLimits, readToolLimitsFile, ToolLimitsError } from './limits-file.js';
export type { ToolLimitsErrorCode } from './limits-file.js';
export type { ToolErrorCode, ToolFailure } from './result.js';
