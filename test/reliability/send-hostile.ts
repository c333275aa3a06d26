import fc from "fast-check";
import { expect } from "vitest";
import { type Api, createApi, type Logger } from "../../packages/core/src/index.ts";
import { type HostileRequest, hostileRequest, requestInit } from "./hostile-requests.ts";

/** A logger that keeps the expected warnings of hostile traffic out of the test output. */
export const quietLogger: Logger = { warn: () => {}, error: () => {} };

/**
 * The API the hostile requests go to: the catalog and page limits out of reach, so requests
 * reach the handlers instead of stopping at 429; one trusted proxy, so the junk forwarding
 * headers are read.
 */
export function hostileApi(): Api {
  return createApi({
    logger: quietLogger,
    trustProxy: 1,
    rateLimits: { catalog: { limit: 1_000_000_000 }, pages: { limit: 1_000_000_000 } },
  });
}

/** Sends `numRuns` hostile requests through `api.fetch`; each must be answered below 500. */
export async function assertNoServerErrorInProcess(api: Api, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (request: HostileRequest) => {
      const built = new Request(`http://fuzz.local${request.path}`, requestInit(request));
      const response = await api.fetch(built, { clientAddress: "198.51.100.7" });
      await response.arrayBuffer();
      expect(response.status, `${request.method} ${request.path}`).toBeLessThan(500);
    }),
    { numRuns },
  );
}

/**
 * Sends `numRuns` hostile requests over HTTP to `origin`; each must get an answer (within
 * 10 s) below 500.
 */
export async function assertNoServerErrorOverHttp(origin: string, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (request: HostileRequest) => {
      const response = await fetch(`${origin}${request.path}`, {
        ...requestInit(request),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      expect(response.status, `${request.method} ${request.path}`).toBeLessThan(500);
    }),
    { numRuns },
  );
}
