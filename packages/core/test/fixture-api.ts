import { createApi } from "../src/app.ts";
import type { ApiOptions } from "../src/options.ts";
import type { Logger } from "../src/ports.ts";
import { fixtureDocument } from "./fixture-catalog.ts";
import { manualClock } from "./http-helpers.ts";

/** A logger that keeps test output quiet. */
export const quietLogger: Logger = { warn: () => {}, error: () => {} };

/**
 * The API over the fixture catalog, with demo interest, a fixed clock and a token secret:
 * what the app-level tests start from; `options` override any of it.
 */
export function fixtureApi(options: ApiOptions = {}) {
  return createApi({
    catalog: fixtureDocument,
    market: { demoData: true },
    clock: manualClock(Date.parse("2026-11-21T12:00:00Z")),
    ai: { tokenSecret: "test-secret-0123456789" },
    logger: quietLogger,
    ...options,
  });
}
