import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// node_modules/@anthropic-ai/sdk/internal/errors.mjs
function isAbortError(err) {
  return typeof err === "object" && err !== null && // Spec-compliant fetch implementations
  ("name" in err && err.name === "AbortError" || // Expo fetch
  "message" in err && String(err.message).includes("FetchRequestCanceledException"));
}
var castToError = (err) => {
  if (err instanceof Error)
    return err;
  if (typeof err === "object" && err !== null) {
    try {
      const tag = Object.prototype.toString.call(err);
      if (tag === "[object Error]" || tag === "[object DOMException]") {
        const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
        if (err.stack)
          error.stack = err.stack;
        if (err.cause && !error.cause)
          error.cause = err.cause;
        if (err.name)
          error.name = err.name;
        return error;
      }
    } catch {
    }
    try {
      return new Error(JSON.stringify(err));
    } catch {
    }
  }
  return new Error(err);
};

// node_modules/@anthropic-ai/sdk/core/error.mjs
var AnthropicError = /* @__PURE__ */ (() => {
  class AnthropicError2 extends Error {
    /** @internal */
    constructor(message, options) {
      super(message, options);
      Object.defineProperty(this, "name", { value: new.target._errorName, writable: true, configurable: true });
    }
  }
  AnthropicError2._errorName = "AnthropicError";
  return AnthropicError2;
})();
var APIError = /* @__PURE__ */ (() => {
  class APIError2 extends AnthropicError {
    constructor(status, error, message, headers, type) {
      super(`${APIError2.makeMessage(status, error, message)}`);
      this.status = status;
      this.headers = headers;
      this.requestID = headers?.get("request-id");
      this.workspaceID = headers?.get("anthropic-workspace-id");
      this.error = error;
      const body = error ?? {};
      this.apiMessage = body.error?.message ?? null;
      this.type = type ?? body.error?.type ?? null;
      const errorCode = body.error?.details?.error_code;
      this.errorCode = typeof errorCode === "string" ? errorCode : null;
      this.details = body.error?.details ?? null;
    }
    static makeMessage(status, error, message) {
      const msg = error?.message ? typeof error.message === "string" ? error.message : JSON.stringify(error.message) : error ? JSON.stringify(error) : message;
      if (status && msg) {
        return `${status} ${msg}`;
      }
      if (status) {
        return `${status} status code (no body)`;
      }
      if (msg) {
        return msg;
      }
      return "(no status code or body)";
    }
    static generate(status, errorResponse, message, headers) {
      if (!status || !headers) {
        return new APIConnectionError({ message, cause: castToError(errorResponse) });
      }
      const error = errorResponse;
      const errorClass = STATUS_ERROR_CLASSES.get(status);
      if (errorClass) {
        return new errorClass(status, error, message, headers);
      }
      if (status >= 500) {
        return new InternalServerError(status, error, message, headers);
      }
      return new APIError2(status, error, message, headers);
    }
  }
  APIError2._errorName = "APIError";
  return APIError2;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
  class APIUserAbortError2 extends APIError {
    constructor({ message } = {}) {
      super(void 0, void 0, message || "Request was aborted.", void 0);
    }
  }
  APIUserAbortError2._errorName = "APIUserAbortError";
  return APIUserAbortError2;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
  class APIConnectionError2 extends APIError {
    constructor({ message, cause }) {
      super(void 0, void 0, message || "Connection error.", void 0);
      if (cause)
        this.cause = cause;
    }
  }
  APIConnectionError2._errorName = "APIConnectionError";
  return APIConnectionError2;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
  class APIConnectionTimeoutError2 extends APIConnectionError {
    constructor({ message } = {}) {
      super({ message: message ?? "Request timed out." });
    }
  }
  APIConnectionTimeoutError2._errorName = "APIConnectionTimeoutError";
  return APIConnectionTimeoutError2;
})();
var RetryableError = /* @__PURE__ */ (() => {
  class RetryableError2 extends AnthropicError {
    constructor(message, { cause } = {}) {
      super(message ?? "Retryable error.");
      if (cause !== void 0)
        this.cause = cause;
    }
  }
  RetryableError2._errorName = "RetryableError";
  return RetryableError2;
})();
var BadRequestError = /* @__PURE__ */ (() => {
  class BadRequestError2 extends APIError {
  }
  BadRequestError2._errorName = "BadRequestError";
  return BadRequestError2;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
  class AuthenticationError2 extends APIError {
  }
  AuthenticationError2._errorName = "AuthenticationError";
  return AuthenticationError2;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
  class PaymentRequiredError2 extends APIError {
  }
  PaymentRequiredError2._errorName = "PaymentRequiredError";
  return PaymentRequiredError2;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
  class PermissionDeniedError2 extends APIError {
  }
  PermissionDeniedError2._errorName = "PermissionDeniedError";
  return PermissionDeniedError2;
})();
var NotFoundError = /* @__PURE__ */ (() => {
  class NotFoundError2 extends APIError {
  }
  NotFoundError2._errorName = "NotFoundError";
  return NotFoundError2;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
  class RequestTimeoutError2 extends APIError {
  }
  RequestTimeoutError2._errorName = "RequestTimeoutError";
  return RequestTimeoutError2;
})();
var ConflictError = /* @__PURE__ */ (() => {
  class ConflictError2 extends APIError {
  }
  ConflictError2._errorName = "ConflictError";
  return ConflictError2;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
  class PreconditionFailedError2 extends APIError {
  }
  PreconditionFailedError2._errorName = "PreconditionFailedError";
  return PreconditionFailedError2;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
  class ContentTooLargeError2 extends APIError {
  }
  ContentTooLargeError2._errorName = "ContentTooLargeError";
  return ContentTooLargeError2;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
  class UnprocessableEntityError2 extends APIError {
  }
  UnprocessableEntityError2._errorName = "UnprocessableEntityError";
  return UnprocessableEntityError2;
})();
var RateLimitError = /* @__PURE__ */ (() => {
  class RateLimitError2 extends APIError {
  }
  RateLimitError2._errorName = "RateLimitError";
  return RateLimitError2;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
  class RequestHeaderFieldsTooLargeError2 extends APIError {
  }
  RequestHeaderFieldsTooLargeError2._errorName = "RequestHeaderFieldsTooLargeError";
  return RequestHeaderFieldsTooLargeError2;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
  class ClientClosedRequestError2 extends APIError {
  }
  ClientClosedRequestError2._errorName = "ClientClosedRequestError";
  return ClientClosedRequestError2;
})();
var InternalServerError = /* @__PURE__ */ (() => {
  class InternalServerError2 extends APIError {
  }
  InternalServerError2._errorName = "InternalServerError";
  return InternalServerError2;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
  class NotImplementedError2 extends InternalServerError {
  }
  NotImplementedError2._errorName = "NotImplementedError";
  return NotImplementedError2;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
  class ServiceUnavailableError2 extends InternalServerError {
  }
  ServiceUnavailableError2._errorName = "ServiceUnavailableError";
  return ServiceUnavailableError2;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
  class GatewayTimeoutError2 extends InternalServerError {
  }
  GatewayTimeoutError2._errorName = "GatewayTimeoutError";
  return GatewayTimeoutError2;
})();
var OverloadedError = /* @__PURE__ */ (() => {
  class OverloadedError2 extends InternalServerError {
  }
  OverloadedError2._errorName = "OverloadedError";
  return OverloadedError2;
})();
var STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
  [400, BadRequestError],
  [401, AuthenticationError],
  [402, PaymentRequiredError],
  [403, PermissionDeniedError],
  [404, NotFoundError],
  [408, RequestTimeoutError],
  [409, ConflictError],
  [412, PreconditionFailedError],
  [413, ContentTooLargeError],
  [422, UnprocessableEntityError],
  [429, RateLimitError],
  [431, RequestHeaderFieldsTooLargeError],
  [499, ClientClosedRequestError],
  [501, NotImplementedError],
  [503, ServiceUnavailableError],
  [504, GatewayTimeoutError],
  [529, OverloadedError]
]);

export {
  isAbortError,
  castToError,
  AnthropicError,
  APIError,
  APIUserAbortError,
  APIConnectionError,
  APIConnectionTimeoutError,
  RetryableError,
  BadRequestError,
  AuthenticationError,
  PaymentRequiredError,
  PermissionDeniedError,
  NotFoundError,
  RequestTimeoutError,
  ConflictError,
  PreconditionFailedError,
  ContentTooLargeError,
  UnprocessableEntityError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  ClientClosedRequestError,
  InternalServerError,
  NotImplementedError,
  ServiceUnavailableError,
  GatewayTimeoutError,
  OverloadedError
};
