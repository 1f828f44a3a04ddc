/** What the fake Messages API server remembers of every request it received. */
import type { FaultKind } from './messages-script.js';

export interface ReportedUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface RecordedRequest {
  /** 0-based arrival order over all requests to the server. */
  seq: number;
  method: string;
  /** Path and query as received, e.g. `/v1/messages`. */
  path: string;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The parsed JSON body, or `undefined` when the body is empty or not JSON. */
  body: unknown;
  rawBody: string;
  /** Size of the body in bytes as received. */
  byteSize: number;
  /** The server clock (`now`) when the request arrived. */
  receivedAt: number;
  /** Whether the request asked for a stream (`"stream": true`). */
  stream: boolean;
  /** The `request-id` header sent back. */
  requestId: string;
  /** HTTP status sent, or `null` while pending or when the connection was reset before any answer. */
  status: number | null;
  /** 0-based index of the scripted response that answered, or `null` (count_tokens, errors, exhausted script). */
  scriptIndex: number | null;
  fault: FaultKind | null;
  /** The usage reported in the answer (message or count), or `null` when no message was built. */
  usage: ReportedUsage | null;
}
