import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { ORIGIN } from "../../test/http-helpers.ts";
import { freePort, startRedis, type TestRedis } from "../../test/redis-server.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { startUpstashRestServer } from "../../test/upstash-rest-server.ts";
import { createApi } from "../app.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { readiness } from "../health/readiness.ts";
import { resolveDependencies } from "../options.ts";
import type { Logger } from "../ports.ts";
import { pushCatalog } from "./catalog-push.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { upstashCatalogSource } from "./upstash-catalog-source.ts";
import { upstashConversationStore } from "./upstash-conversation-store.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";
import { upstashRateLimiter } from "./upstash-rate-limiter.ts";
import { upstashRestClient } from "./upstash-rest-client.ts";
import { upstashStreamCapacity } from "./upstash-stream-capacity.ts";
import { upstashTokenSpend } from "./upstash-token-spend.ts";

const quiet: Logger = { warn: () => {}, error: () => {} };
const upstash = useUpstashRedis();

/** Every Upstash port on one client, as `apiFromConfig` builds them. */
function upstashPorts(redis: RedisCommands) {
  const { catalog, taxonomy } = sampleCatalog();
  return {
    catalogSource: upstashCatalogSource({
      redis,
      fallback: catalog,
      taxonomy,
      logger: quiet,
    }),
    rateLimiter: upstashRateLimiter({ redis }),
    interestStore: upstashInterestStore({ redis }),
    conversationStore: upstashConversationStore({ redis }),
    streamCapacity: upstashStreamCapacity({ redis }),
    tokenSpendStore: upstashTokenSpend({ redis }),
  };
}

/** The API on the Upstash ports of `redis`. */
function upstashApi(redis: RedisCommands) {
  const ports = upstashPorts(redis);
  return createApi({
    catalog: ports.catalogSource,
    rateLimiter: ports.rateLimiter,
    market: { store: ports.interestStore, clientSecret: "shared-secret-0123456789" },
    ai: {
      tokenSecret: "shared-secret-0123456789",
      conversations: ports.conversationStore,
      capacity: ports.streamCapacity,
      dailyTokenBudget: 1_000_000,
      tokenSpend: ports.tokenSpendStore,
    },
    logger: quiet,
  });
}

const readyz = async (api: ReturnType<typeof createApi>) => {
  const response = await api.fetch(new Request(`${ORIGIN}/readyz`));
  return { status: response.status, body: await response.json() };
};

const REDIS_PORTS = [
  "catalogSource",
  "rateLimiter",
  "interestStore",
  "conversationStore",
  "streamCapacity",
  "tokenSpendStore",
] as const;

describe.each(upstash.clients)(
  "the Upstash ports' ping (real %s client, real Redis)",
  (_, client) => {
    it("resolves once Redis has answered PING", async () => {
      const ports = upstashPorts(client());
      for (const name of REDIS_PORTS) {
        await expect(
          ports[name].ping?.(new AbortController().signal),
          name,
        ).resolves.toBeUndefined();
      }
    });
  },
);

describe("the lean client's PING", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is sent once for the ports pinging together, and again a second later", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const redis = upstash.client();
    const before = upstash.commands();
    expect(await Promise.all([redis.ping(), redis.ping(), redis.ping()])).toEqual([
      "PONG",
      "PONG",
      "PONG",
    ]);
    expect(upstash.commands() - before).toBe(1);
    vi.setSystemTime(Date.now() + 1000);
    await redis.ping();
    expect(upstash.commands() - before).toBe(2);
  });
});

describe("/readyz on Upstash", () => {
  it("reports the live catalog's version and every port ok, each pinged", async () => {
    const redis = upstash.client();
    const { version, vendors } = await pushCatalog(redis, fixtureDocument);
    const api = upstashApi(redis);
    // The first load may outlast the wait for it on a busy machine; it goes on meanwhile.
    const { status, body } = await vi.waitFor(
      async () => {
        const answer = await readyz(api);
        expect(answer.body.checks.catalog.source).toBe("live");
        return answer;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.checks.catalog).toMatchObject({
      state: "ok",
      source: "live",
      fallback: false,
      version,
      vendors,
    });
    for (const name of REDIS_PORTS) {
      expect(body.checks[name], name).toEqual({ state: "ok", latencyMs: expect.any(Number) });
    }
  });

  it("with its REST server gone: 200 degraded, the fallback catalog serving, every store down", async () => {
    const gone = upstashRestClient({
      url: `http://127.0.0.1:${await freePort()}`,
      token: "test-token",
      retries: 0,
    });
    const api = upstashApi(gone);
    await api.ready();
    const { status, body } = await readyz(api);
    expect(status).toBe(200);
    expect(body.status).toBe("degraded");
    expect(body.checks.catalog).toMatchObject({
      state: "degraded",
      source: "static",
      fallback: true,
    });
    for (const name of REDIS_PORTS) {
      expect(body.checks[name], name).toMatchObject({ state: "down", error: expect.any(String) });
    }
  });
});

describe("/readyz on a Redis that stops answering", () => {
  let redis: TestRedis;
  let rest: Awaited<ReturnType<typeof startUpstashRestServer>>;
  beforeAll(async () => {
    redis = await startRedis();
    rest = await startUpstashRestServer(redis.port);
  }, 120_000);
  afterAll(async () => {
    redis?.resume();
    await rest?.close();
    await redis?.stop();
  });

  /**
   * The readiness of an API on this Redis, its checks bounded at 300 ms, on a client of its
   * own (a client shares a PING for a second).
   */
  function readinessOn() {
    const client = upstashRestClient({ url: rest.url, token: rest.token, retries: 0 });
    const ports = upstashPorts(client);
    const deps = resolveDependencies(
      {
        catalog: fixtureDocument,
        rateLimiter: ports.rateLimiter,
        market: { store: ports.interestStore },
        logger: quiet,
      },
      undefined,
    );
    return readiness(deps, { checkTimeoutMs: 300, reuseMs: 0 });
  }

  it("reports it down within the bound while frozen, ok once it thaws, down once it is stopped", async () => {
    expect((await readinessOn()()).status).toBe("ok");

    redis.pause();
    const started = Date.now();
    const frozen = await readinessOn()();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(frozen.status).toBe("degraded");
    expect(frozen.checks.rateLimiter).toMatchObject({
      state: "down",
      error: "no answer within 300 ms",
    });
    redis.resume();
    await vi.waitFor(async () => expect((await readinessOn()()).status).toBe("ok"), {
      timeout: 5000,
    });

    await redis.stop();
    const stopped = await readinessOn()();
    expect(stopped.status).toBe("degraded");
    expect(stopped.checks.catalog.state).toBe("ok");
    expect(stopped.checks.interestStore).toMatchObject({
      state: "down",
      error: expect.any(String),
    });
  });
});
