import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRedis } from "../../test/redis-server.ts";
import { startUpstashRestServer } from "../../test/upstash-rest-server.ts";
import { upstashStreamCapacity } from "./upstash-stream-capacity.ts";

let redisServer: Awaited<ReturnType<typeof startRedis>>;
let rest: Awaited<ReturnType<typeof startUpstashRestServer>>;

beforeAll(async () => {
  redisServer = await startRedis();
  rest = await startUpstashRestServer(redisServer.port);
}, 120_000);
afterAll(async () => {
  await rest?.close();
  await redisServer?.stop();
});
beforeEach(() => rest.flush());

const redis = () => new Redis({ url: rest.url, token: rest.token, retry: false });

describe("Upstash stream capacity", () => {
  it("shares the limit between instances, and frees a released slot", async () => {
    const a = upstashStreamCapacity({ redis: redis() });
    const b = upstashStreamCapacity({ redis: redis() });
    const first = await a.acquire(2);
    const second = await b.acquire(2);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await a.acquire(2)).toBeNull();
    second?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await a.acquire(2)).not.toBeNull();
  });

  it("never hands out more slots than the limit to concurrent requests", async () => {
    const capacity = upstashStreamCapacity({ redis: redis() });
    const slots = await Promise.all(Array.from({ length: 20 }, () => capacity.acquire(5)));
    expect(slots.filter(Boolean)).toHaveLength(5);
  });

  it("lets the slots of a crashed instance expire", async () => {
    const crashed = upstashStreamCapacity({ redis: redis(), slotSeconds: 1 });
    expect(await crashed.acquire(1)).not.toBeNull();
    expect(await crashed.acquire(1)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await upstashStreamCapacity({ redis: redis() }).acquire(1)).not.toBeNull();
  });
});
