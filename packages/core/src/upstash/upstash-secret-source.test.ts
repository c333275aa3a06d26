import { describe, expect, it } from "vitest";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { SECRET_KEYS, upstashSecretSource } from "./upstash-secret-source.ts";

const upstash = useUpstashRedis();

/** A client whose scripts fail (or hang) while `down` says so. */
function switchableRedis(redis: RedisCommands, state: { down: "fail" | "hang" | false }) {
  return {
    ...redis,
    createScript<Result>(script: string) {
      const real = redis.createScript<Result>(script);
      return {
        exec: (keys: string[], args: string[]) =>
          state.down === "fail"
            ? Promise.reject(new Error("connection refused"))
            : state.down === "hang"
              ? new Promise<Result>(() => {})
              : real.exec(keys, args),
      };
    },
  } satisfies RedisCommands;
}

describe.each(upstash.clients)(
  "Upstash secret source (real %s client, real Redis)",
  (_, client) => {
    it("gives every instance on the store the same generated secret, kept under its key", async () => {
      const sources = [1, 2, 3].map(() =>
        upstashSecretSource({ redis: client(), key: SECRET_KEYS.interest }),
      );
      const secrets = await Promise.all(sources.map((source) => source.secret()));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await client().get(SECRET_KEYS.interest)).toBe(secrets[0]);
    });

    it("keeps a secret already in the store rather than replacing it", async () => {
      await client().set(SECRET_KEYS.aiToken, "stored-secret-0123456789abcdef");
      const source = upstashSecretSource({ redis: client(), key: SECRET_KEYS.aiToken });
      expect(await source.secret()).toBe("stored-secret-0123456789abcdef");
    });
  },
);

describe("Upstash secret source", () => {
  it("loads once per process: later calls make no round trip", async () => {
    const source = upstashSecretSource({ redis: upstash.client(), key: SECRET_KEYS.interest });
    const first = await source.secret();
    const before = upstash.requests();
    expect(await source.secret()).toBe(first);
    expect(upstash.requests()).toBe(before);
  });

  it("keeps no failed load: the next call tries again and gets the shared secret", async () => {
    const state: { down: "fail" | "hang" | false } = { down: "fail" };
    const source = upstashSecretSource({
      redis: switchableRedis(upstash.client(), state),
      key: SECRET_KEYS.interest,
    });
    await expect(source.secret()).rejects.toThrow("connection refused");
    state.down = false;
    const other = upstashSecretSource({ redis: upstash.client(), key: SECRET_KEYS.interest });
    expect(await source.secret()).toBe(await other.secret());
  });

  it("gives up on a hanging store after its timeout, and tries again afterwards", async () => {
    const state: { down: "fail" | "hang" | false } = { down: "hang" };
    const source = upstashSecretSource({
      redis: switchableRedis(upstash.client(), state),
      key: SECRET_KEYS.interest,
      timeoutMs: 50,
    });
    await expect(source.secret()).rejects.toThrow(/50 ms/);
    state.down = false;
    expect(await source.secret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a stored value too short to be a secret", async () => {
    await upstash.client().set(SECRET_KEYS.interest, "short");
    const source = upstashSecretSource({ redis: upstash.client(), key: SECRET_KEYS.interest });
    await expect(source.secret()).rejects.toThrow(SECRET_KEYS.interest);
  });
});
