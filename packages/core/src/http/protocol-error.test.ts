import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiErrorBodySchema } from "./api-error-schema.ts";
import { type ProtocolErrorKind, protocolError } from "./protocol-error.ts";

describe("protocolError", () => {
  it.each([
    ["bad_request", 400, "BAD_REQUEST"],
    ["invalid_host", 400, "INVALID_HOST"],
    ["request_timeout", 408, "REQUEST_TIMEOUT"],
    ["headers_too_large", 431, "HEADERS_TOO_LARGE"],
    ["internal_error", 500, "INTERNAL_ERROR"],
  ] as [ProtocolErrorKind, number, string][])(
    "%s is %i %s in the API's error body, uncached, with CORS and nosniff",
    (kind, status, code) => {
      const error = protocolError(kind);
      expect(error.status).toBe(status);
      const body = JSON.parse(error.body);
      expect(v.is(ApiErrorBodySchema, body)).toBe(true);
      expect(body.error.code).toBe(code);
      expect(error.headers).toMatchObject({
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "access-control-allow-origin": "*",
      });
      expect(error.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
