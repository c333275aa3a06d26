import { CORS_HEADERS } from "./cors.ts";
import { JSON_CONTENT_TYPE } from "./json-response.ts";

/** Requests the server glue refuses before the API sees them. */
export type ProtocolErrorKind =
  | "bad_request"
  | "invalid_host"
  | "request_timeout"
  | "headers_too_large"
  | "internal_error";

const HINT =
  "Send one HTTP/1.1 request with a valid Host header and headers under 16 KiB; the endpoints are described in /openapi.json.";

const ERRORS: Record<ProtocolErrorKind, { status: number; code: string; message: string }> = {
  bad_request: { status: 400, code: "BAD_REQUEST", message: "The request is not valid HTTP." },
  invalid_host: {
    status: 400,
    code: "INVALID_HOST",
    message: "The Host header is missing or is not a valid host[:port].",
  },
  request_timeout: {
    status: 408,
    code: "REQUEST_TIMEOUT",
    message: "The request was not received in time.",
  },
  headers_too_large: {
    status: 431,
    code: "HEADERS_TOO_LARGE",
    message: "The request's headers are larger than the server accepts.",
  },
  internal_error: {
    status: 500,
    code: "INTERNAL_ERROR",
    message: "The server failed to answer this request.",
  },
};

/** A protocol error's status, headers and JSON body (`ApiError` shape), for any server glue. */
export interface ProtocolError {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The answer to a request refused below the API (a malformed request line or Host, headers
 * too large, a request that timed out): the API's JSON error body and its usual headers,
 * so that clients parse every error the same way. Never cached.
 */
export function protocolError(kind: ProtocolErrorKind): ProtocolError {
  const { status, code, message } = ERRORS[kind];
  return {
    status,
    headers: {
      "content-type": JSON_CONTENT_TYPE,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-request-id": crypto.randomUUID(),
      ...CORS_HEADERS,
    },
    body: JSON.stringify({ ok: false, error: { code, message, hint: HINT } }),
  };
}
