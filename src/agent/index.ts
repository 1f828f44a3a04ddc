// The agent layer's public surface: what other layers may import.
export { ApprovalError, approvalLayer, describeInput, pendingApprovals, selectApprovals } from './approvals.js';
export { systemClock } from './clock.js';
export {
  type ApprovalEvent,
  type AssistantEvent,
  type LeashEvent,
  type PendingApproval,
  type PermissionDenial,
  type ResultEvent,
  type UserEvent,
  emptyUsage,
} from './events.js';
export { createLocalToolHost } from './local-tools.js';
export { type AgentLimits, type AgentOptions, DEFAULT_LIMITS, runAgent } from './loop.js';
export { McpConfigError } from './mcp/config.js';
export { withMcpServers } from './mcp/with-servers.js';
export { type MessagesClient, createMessagesClient } from './messages-client.js';
export { DEFAULT_RETRY_POLICY, permanentStallBoundMs } from './model-call.js';
export { type Pricing } from './pricing.js';
export { type NamedSecret, type Redactor, createRedactor } from './redact.js';
export { readSessionFile, sessionPath } from './session-file.js';
export { SpendGuard } from './spend.js';
export { StructuredOutputSchemaError, readJsonSchemaFile, structuredOutputSpec } from './structured-output.js';
export { type TierModels, TierModelsError, parseTierModels, tierModels } from './subagents.js';
export { tablePricing } from './table-pricing.js';
export { gateToolCall } from './tool-gate.js';
export { type ToolHost } from './tool-host.js';
export { readToolLimitsFile } from './tools/index.js';
