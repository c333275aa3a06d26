import { describe, expect, it, vi } from "vitest";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { UpstashError, upstashRestClient } from "./upstash-rest-client.ts";

const upstash = useUpstashRedis();

/** Values as the ports store them, and text that only looks like JSON. */
const VALUES: unknown[] = [
  { directory: "x", vendors: [{ slug: "a", tags: ["ü", "☃"] }] },
  "1a2b3c4d5e6f7a8b",
  "0123456789abcdef",
  "1e300000000000000",
  "9007199254740993123",
  'plain text with "quotes" and \n newline',
  "true",
  42,
  [1, "two", { three: 3 }],
];

describe("upstashRestClient (real Redis behind the Upstash REST protocol)", () => {
  it("reads back what either client wrote exactly as @upstash/redis reads it", async () => {
    const lean = upstash.client();
    const reference = upstash.upstashRedis();
    for (const [i, value] of VALUES.entries()) {
      await lean.set(`lean:${i}`, value);
      await reference.set(`ref:${i}`, value);
      const expected = await reference.get(`ref:${i}`);
      expect(await lean.get(`ref:${i}`), JSON.stringify(value)).toEqual(expected);
      expect(await lean.get(`lean:${i}`), JSON.stringify(value)).toEqual(expected);
      expect(await reference.get(`lean:${i}`), JSON.stringify(value)).toEqual(expected);
    }
    expect(await lean.get("absent")).toBeNull();
  });

  it("runs a script by its SHA once Redis has it: EVAL the first time, one EVALSHA after", async () => {
    const lean = upstash.client();
    const script = lean.createScript<[number, string]>(
      'return { redis.call("INCR", KEYS[1]), ARGV[1] }',
    );
    const before = upstash.requests();
    expect(await script.exec(["counter"], ["first"])).toEqual([1, "first"]);
    expect(upstash.requests() - before).toBe(2);
    expect(await script.exec(["counter"], ["second"])).toEqual([2, "second"]);
    expect(upstash.requests() - before).toBe(3);
  });

  it("removes sorted-set members and answers how many", async () => {
    const lean = upstash.client();
    await upstash
      .upstashRedis()
      .zadd("slots", { score: 1, member: "a" }, { score: 2, member: "b" });
    expect(await lean.zrem("slots", "a", "missing")).toBe(1);
  });

  it("rejects with UpstashError naming what Redis said", async () => {
    const lean = upstash.client();
    await lean.set("text", "value");
    const script = lean.createScript("return redis.call('HGETALL', KEYS[1])");
    await expect(script.exec(["text"], [])).rejects.toThrow(UpstashError);
    await expect(script.exec(["text"], [])).rejects.toThrow(/WRONGTYPE/);
  });

  it("rejects with UpstashError for a wrong token", async () => {
    const { url } = upstash.server();
    const wrong = upstashRestClient({ url, token: "wrong", retries: 0 });
    await expect(wrong.get("k")).rejects.toThrow(new UpstashError("Unauthorized"));
  });

  it.each([
    "redis://default:secret@example.upstash.io:6379",
    "rediss://example.upstash.io",
    "example.upstash.io",
    "https://",
    "",
  ])("refuses %j, which is not a REST URL, when it is made", (url) => {
    expect(() => upstashRestClient({ url, token: "t" })).toThrow(/http\(s\) URL/);
  });

  it("tries once more after a network failure, then gives up", async () => {
    const { url, token } = upstash.server();
    const real = globalThis.fetch;
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockRejectedValueOnce(new TypeError("fetch failed"))
      .mockImplementation((...args) => real(...args));
    try {
      const client = upstashRestClient({ url, token, backoff: () => 1 });
      await client.set("k", "v");
      expect(fetch).toHaveBeenCalledTimes(2);
      fetch.mockReset().mockRejectedValue(new TypeError("fetch failed"));
      await expect(client.get("k")).rejects.toThrow("fetch failed");
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      fetch.mockRestore();
    }
  });
});
