import type { Api } from "../src/index.ts";
import { expectDocumented } from "./openapi-validator.ts";

export const ORIGIN = "http://directory.test";

/**
 * Calls the API in-process as a client at `ip` would, and checks the answer against
 * /openapi.json (documented status, matching JSON body).
 */
export async function call(api: Api, path: string, init: RequestInit = {}, ip = "203.0.113.7") {
  const request = new Request(`${ORIGIN}${path}`, init);
  const response = await api.fetch(request.clone(), { clientAddress: ip });
  await expectDocumented(request, response);
  return response;
}

/** Calls and parses the JSON body. */
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely
export async function callJson<T = any>(
  api: Api,
  path: string,
  init: RequestInit = {},
  ip?: string,
): Promise<{ response: Response; body: T }> {
  const response = await call(api, path, init, ip);
  return { response, body: (await response.json()) as T };
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 10, 21, 12)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * Waits, when fewer than `needMs` remain, for the next fixed window of `windowSeconds` to
 * begin. The sliding-window limiters cut time into windows aligned to the epoch, and a
 * request after a window turns counts the earlier ones only weighted: a test that counts
 * requests against a limit on the real clock starts where no window turns under it.
 */
export async function clearOfWindowTurn(windowSeconds = 60, needMs = 5000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
