/**
 * The Messages API's error shape and status codes, as the fake server sends them:
 * `{"type":"error","error":{"type","message"},"request_id"}`.
 */

export type ApiErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'billing_error'
  | 'permission_error'
  | 'not_found_error'
  | 'request_too_large'
  | 'rate_limit_error'
  | 'api_error'
  | 'timeout_error'
  | 'overloaded_error';

export interface ApiErrorBody {
  type: 'error';
  error: { type: string; message: string };
  request_id: string;
}

const STATUS_OF_ERROR_TYPE: Readonly<Record<ApiErrorType, number>> = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529,
};

const DEFAULT_MESSAGE_OF_ERROR_TYPE: Readonly<Record<ApiErrorType, string>> = {
  invalid_request_error: 'Invalid request',
  authentication_error: 'invalid x-api-key',
  billing_error: 'Your credit balance is too low to access the Anthropic API.',
  permission_error: 'Your API key does not have permission to use the specified resource.',
  not_found_error: 'Not found',
  request_too_large: 'Request exceeds the maximum allowed number of bytes.',
  rate_limit_error: 'Number of request tokens has exceeded your per-minute rate limit',
  api_error: 'Internal server error',
  timeout_error: 'Request timed out',
  overloaded_error: 'Overloaded',
};

function isApiErrorType(type: string): type is ApiErrorType {
  return Object.hasOwn(STATUS_OF_ERROR_TYPE, type);
}

/** The HTTP status the API answers an error type with; unknown types are a 500. */
export function statusOfErrorType(type: string): number {
  return isApiErrorType(type) ? STATUS_OF_ERROR_TYPE[type] : 500;
}

/** The error type the API uses for an HTTP status (503 and other 5xx without their own type are `api_error`). */
export function errorTypeOfStatus(status: number): string {
  const match = (Object.keys(STATUS_OF_ERROR_TYPE) as ApiErrorType[]).find((type) => STATUS_OF_ERROR_TYPE[type] === status);
  if (match) return match;
  return status >= 500 ? 'api_error' : 'invalid_request_error';
}

export function defaultErrorMessage(type: string): string {
  return isApiErrorType(type) ? DEFAULT_MESSAGE_OF_ERROR_TYPE[type] : 'Internal server error';
}

export function apiErrorBody(type: string, message: string, requestId: string): ApiErrorBody {
  return { type: 'error', error: { type, message }, request_id: requestId };
}
