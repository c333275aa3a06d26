import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAi } from "../../test/fake-openai-server.ts";
import { tokenSpendContract } from "../../test/token-spend-contract.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { secondsToUtcMidnight } from "../ai/token-budget.ts";
import type { Api } from "../app.ts";
import { TimeoutError } from "../async/with-timeout.ts";
import { apiFromConfig } from "../config/api-from-config.ts";
import { readApiConfig } from "../config/read-config.ts";
import { socketAddress } from "../http/client-ip.ts";
import { utcDay } from "../market/utc-day.ts";
import { openAiModels } from "../openai/index.ts";
import { upstashTokenSpend } from "./upstash-token-spend.ts";

const upstash = useUpstashRedis();

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.chat = { kind: "stream", pieces: ["Two ", "vendors."] };
  fake.state.usage = { prompt_tokens: 300, completion_tokens: 50 };
});

describe.each(upstash.clients)("Upstash token spend (real %s client, real Redis)", (_, client) => {
  tokenSpendContract(() => upstashTokenSpend({ redis: client() }));
});

describe("Upstash token spend", () => {
  it("keeps one counter per UTC day that expires a day or two after its day", async () => {
    const store = upstashTokenSpend({ redis: upstash.client() });
    await store.add(20_000, 10);
    const ttl = await upstash.upstashRedis().ttl("grc:ai:tokens:20000");
    expect(ttl).toBeGreaterThan(86_400);
    expect(ttl).toBeLessThanOrEqual(2 * 86_400);
  });

  it("shares the day's spend between instances, one round trip per read and per answer", async () => {
    const a = upstashTokenSpend({ redis: upstash.client() });
    const b = upstashTokenSpend({ redis: upstash.client() });
    await a.add(20_000, 1); // loads the script once
    const before = upstash.requests();
    expect(await b.add(20_000, 100)).toBe(101);
    expect(await a.spent(20_000)).toBe(101);
    expect(upstash.requests() - before).toBe(2);
  });

  it("rejects when Redis does not answer in time, so that the budget check fails closed", async () => {
    const redis = upstash.client();
    const frozen = upstashTokenSpend({
      redis: { ...redis, get: () => new Promise(() => {}) },
      timeoutMs: 50,
    });
    await expect(frozen.spent(20_000)).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe("two instances from the environment, one Upstash database", () => {
  function instance(budget: number): Api {
    const { url, token } = upstash.server();
    return apiFromConfig(
      readApiConfig({
        UPSTASH_REDIS_REST_URL: url,
        UPSTASH_REDIS_REST_TOKEN: token,
        AI_MODEL: "fake-model",
        OPENAI_BASE_URL: fake.baseURL,
        AI_MODERATION: "off",
        AI_DAILY_TOKEN_BUDGET: String(budget),
      }),
      { logger: { warn() {}, error() {} }, clientIp: socketAddress, openAi: openAiModels },
    );
  }

  const ask = (api: Api, client: string) =>
    api.fetch(
      new Request("http://directory.test/api/ai-search", {
        method: "POST",
        body: JSON.stringify({ message: "soc 2 in the us" }),
      }),
      { clientAddress: client },
    );

  it("share one budget exactly: every answer counted once, then both refuse until midnight", async () => {
    // Four answers of 350 tokens: whichever order they are checked in, the budget has room.
    const [a, b] = [instance(1400), instance(1400)];
    const answers = await Promise.all(
      [a, b, a, b].map((api, i) => ask(api, `198.51.100.${i + 1}`).then((r) => r.text())),
    );
    for (const text of answers) expect(text).toContain("event: done");
    const key = () => upstash.upstashRedis().get<number>(`grc:ai:tokens:${utcDay(Date.now())}`);
    await vi.waitFor(() => expect(key()).resolves.toBe(1400));

    const asked = fake.state.chatRequests.length;
    for (const api of [a, b]) {
      const refused = await ask(api, "198.51.100.9");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ ok: false, code: "capacity" });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(Math.abs(retryAfter - secondsToUtcMidnight(Date.now()))).toBeLessThanOrEqual(1);
    }
    expect(fake.state.chatRequests.length).toBe(asked);
    expect(await key()).toBe(1400);
  });
});
