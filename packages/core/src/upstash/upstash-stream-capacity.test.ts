import { describe, expect, it } from "vitest";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { upstashStreamCapacity } from "./upstash-stream-capacity.ts";

const upstash = useUpstashRedis();

describe("Upstash stream capacity", () => {
  it("shares the limit between instances, and frees a released slot", async () => {
    const a = upstashStreamCapacity({ redis: upstash.client() });
    const b = upstashStreamCapacity({ redis: upstash.client() });
    const first = await a.acquire(2);
    const second = await b.acquire(2);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await a.acquire(2)).toBeNull();
    second?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await a.acquire(2)).not.toBeNull();
  });

  it("resolves a release once the slot is gone from Redis, and never rejects", async () => {
    const capacity = upstashStreamCapacity({ redis: upstash.client() });
    const release = await capacity.acquire(1);
    await release?.();
    expect(await upstash.upstashRedis().zcard("grc:ai:streams")).toBe(0);
    const redis = upstash.client();
    const down = upstashStreamCapacity({
      redis: {
        get: (key) => redis.get(key),
        set: (key, value) => redis.set(key, value),
        zrem: () => Promise.reject(new Error("redis down")),
        createScript: (script) => redis.createScript(script),
        eval: (script, keys, args) => redis.eval(script, keys, args),
        evalsha: (sha, keys, args) => redis.evalsha(sha, keys, args),
      },
    });
    await expect((await down.acquire(5))?.()).resolves.toBeUndefined();
  });

  it("never hands out more slots than the limit to concurrent requests", async () => {
    const capacity = upstashStreamCapacity({ redis: upstash.client() });
    const slots = await Promise.all(Array.from({ length: 20 }, () => capacity.acquire(5)));
    expect(slots.filter(Boolean)).toHaveLength(5);
  });

  it("lets the slots of a crashed instance expire", async () => {
    const crashed = upstashStreamCapacity({ redis: upstash.client(), slotSeconds: 1 });
    expect(await crashed.acquire(1)).not.toBeNull();
    expect(await crashed.acquire(1)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await upstashStreamCapacity({ redis: upstash.client() }).acquire(1)).not.toBeNull();
  });
});
