import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { manualClock, ORIGIN } from "../test/http-helpers.ts";
import { createApi } from "./app.ts";
import { utcDay } from "./market/utc-day.ts";
import { memoryInterestStore } from "./memory/memory-interest-store.ts";
import { memorySecretSource } from "./memory/memory-secret-source.ts";
import type { Logger, SecretSource } from "./ports.ts";

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const NOW = Date.parse("2026-11-21T12:00:00Z");

/** A secret source whose store is down until `up` is set; counts its loads. */
function flakySource(value = "shared-secret-0123456789") {
  const state = { up: false, loads: 0 };
  const source: SecretSource = {
    async secret() {
      state.loads++;
      if (!state.up) throw new Error("store unreachable");
      return value;
    },
  };
  return { source, state };
}

const quiet = (): Logger => ({ warn: vi.fn(), error: vi.fn() });

function ask(api: ReturnType<typeof createApi>, token?: string) {
  return api.fetch(
    new Request(`${ORIGIN}/api/ai-search`, {
      method: "POST",
      body: JSON.stringify({ message: "soc 2 in the us", token }),
    }),
    { clientAddress: "203.0.113.50" },
  );
}

describe("Ask AI with its token secret in a shared store", () => {
  it("answers 503 unavailable while the secret cannot be loaded, then works once it can", async () => {
    const { source, state } = flakySource();
    const logger = quiet();
    const api = createApi({ logger, ai: { tokenSecret: source } });
    const refused = await ask(api);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: "unavailable" });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("token secret"),
      expect.anything(),
    );
    state.up = true;
    expect((await ask(api)).status).toBe(200);
    const loads = state.loads;
    expect((await ask(api)).status).toBe(200);
    expect(state.loads).toBe(loads);
  });

  it("continues on a second instance a conversation started on the first", async () => {
    const shared = memorySecretSource();
    const a = createApi({ logger: quiet(), ai: { tokenSecret: shared } });
    const b = createApi({ logger: quiet(), ai: { tokenSecret: shared } });
    const first = await (await ask(a)).text();
    const token = /"token":"([^"]+)"/.exec(first)?.[1];
    expect(token).toBeDefined();
    expect((await ask(b, token)).status).toBe(200);
  });
});

describe("directory interest with its client secret in a shared store", () => {
  it("counts no page view while the secret cannot be loaded, and counts again once it can", async () => {
    const { source, state } = flakySource();
    const store = memoryInterestStore();
    const logger = quiet();
    const api = createApi({
      catalog: fixtureDocument,
      clock: manualClock(NOW),
      logger,
      market: { store, clientSecret: source },
    });
    const view = { url: "/grc-services/soc-2", userAgent: BROWSER, ip: "198.51.100.9" };
    expect(await api.recordPageView(view)).toEqual({
      recorded: false,
      reason: "store_unavailable",
    });
    expect(logger.warn).toHaveBeenCalledWith("page view was not recorded", expect.anything());
    state.up = true;
    expect(await api.recordPageView(view)).toMatchObject({ recorded: true });
    const { rows } = await store.totals("framework", [
      { fromDay: utcDay(NOW), toDay: utcDay(NOW) + 1 },
    ]);
    expect(rows.get("framework:soc-2")?.[0]?.humanPageviews).toBe(1);
  });
});
