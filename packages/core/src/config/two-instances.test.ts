import { describe, expect, it } from "vitest";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import type { Api } from "../app.ts";
import { socketAddress } from "../http/client-ip.ts";
import { HUMAN_VIEW_CAPS } from "../market/methodology.ts";
import { utcDay } from "../market/utc-day.ts";
import { upstashInterestStore } from "../upstash/upstash-interest-store.ts";
import { SECRET_KEYS } from "../upstash/upstash-secret-source.ts";
import { apiFromConfig } from "./api-from-config.ts";
import { readApiConfig } from "./read-config.ts";

const upstash = useUpstashRedis();

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const CLIENT = "198.51.100.77";

/**
 * Two instances as two servers would build them from the same environment: one Upstash
 * database, and no INTEREST_SECRET or AI_TOKEN_SECRET.
 */
function twoInstances(env: Record<string, string> = {}) {
  const { url, token } = upstash.server();
  const warnings: string[] = [];
  const build = () =>
    apiFromConfig(
      readApiConfig({ UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token, ...env }),
      {
        logger: { warn: (message) => warnings.push(message), error() {} },
        clientIp: socketAddress,
      },
    );
  return { instances: [build(), build()] as const, warnings };
}

async function todays(kind: "framework", key: string) {
  const day = utcDay(Date.now());
  const { rows } = await upstashInterestStore({ redis: upstash.client() }).totals(kind, [
    { fromDay: day, toDay: day + 1 },
  ]);
  return rows.get(key)?.[0];
}

function ask(api: Api, token?: string) {
  return api.fetch(
    new Request("http://directory.test/api/ai-search", {
      method: "POST",
      body: JSON.stringify({ message: "soc 2 in the us", token }),
    }),
    { clientAddress: CLIENT },
  );
}

describe("two instances on one store, with no secrets configured", () => {
  it("caps a client alternating between them at one market credit per key and day", async () => {
    const { instances, warnings } = twoInstances();
    for (let i = 0; i < 6; i++) {
      const api = instances[i % 2] as Api;
      const response = await api.fetch(
        new Request("http://directory.test/api/v1/market?framework=soc-2"),
        { clientAddress: CLIENT },
      );
      expect(response.status).toBe(200);
    }
    const counts = await todays("framework", "framework:soc-2");
    expect(counts?.externalApiInterest).toBe(6);
    expect(counts?.includedExternalApiInterest).toBe(1);
    expect(warnings.join()).not.toMatch(/SECRET/);
  });

  it("caps a client alternating between them at the per-client page-view cap", async () => {
    const { instances } = twoInstances();
    const cap = HUMAN_VIEW_CAPS.perClientPerKeyPerDay;
    for (let i = 0; i < cap * 2; i++) {
      const outcome = await (instances[i % 2] as Api).recordPageView({
        url: "/grc-services/soc-2",
        userAgent: BROWSER,
        ip: CLIENT,
      });
      expect(outcome.recorded).toBe(true);
    }
    expect((await todays("framework", "framework:soc-2"))?.humanPageviews).toBe(cap);
    // Both instances hashed with the one secret generated in the store.
    expect(await upstash.client().get(SECRET_KEYS.interest)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("continues on one instance a conversation started on the other, counting turns once", async () => {
    const { instances } = twoInstances({ AI_MAX_TURNS: "3" });
    const [a, b] = instances;
    const first = await ask(a);
    expect(first.status).toBe(200);
    const token = /"token":"([^"]+)"/.exec(await first.text())?.[1];
    expect(token).toBeDefined();
    expect((await ask(b, token)).status).toBe(200);
    expect((await ask(a, token)).status).toBe(200);
    const fourth = await ask(b, token);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ code: "conversation_limit" });
    expect(await upstash.client().get(SECRET_KEYS.aiToken)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
