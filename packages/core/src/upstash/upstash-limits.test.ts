import { Redis } from "@upstash/redis";
import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { catalogKeys } from "./catalog-layout.ts";
import { pushCatalog } from "./catalog-push.ts";

// Upstash's limits scaled down (10 MB a request, 100 MB a record, 32 KB a key), so a design
// that breaks them fails on small data.
const upstash = useUpstashRedis({
  maxRequestBytes: 3_000,
  maxRecordBytes: 30_000,
  maxKeyBytes: 32,
});

describe("the test server refuses what Upstash refuses", () => {
  it("a request over the request limit, with Upstash's error, from either client", async () => {
    const big = "x".repeat(3_001);
    await expect(upstash.client().set("k", big)).rejects.toThrow("ERR max request size exceeded");
    const redis = new Redis({ ...upstash.server(), retry: false });
    await expect(redis.set("k", big)).rejects.toThrow("ERR max request size exceeded");
    await expect(redis.pipeline().set("a", big).exec()).rejects.toThrow(
      "ERR max request size exceeded",
    );
  });

  it("a write that would leave a record over the record limit, though each request fits", async () => {
    const redis = new Redis({ ...upstash.server(), retry: false });
    const piece = "y".repeat(2_500);
    await expect(async () => {
      for (let i = 0; i < 20; i++) await redis.append("grows", piece);
    }).rejects.toThrow("ERR max single record size exceeded");
    expect(await redis.strlen("grows")).toBeLessThanOrEqual(30_000);
  });

  it("a key over the key limit", async () => {
    await expect(upstash.client().set("k".repeat(33), "v")).rejects.toThrow(
      "ERR max key size exceeded",
    );
  });

  it("takes a catalog pushed in chunks under the limits, where the whole document is refused", async () => {
    const redis = upstash.client();
    expect(JSON.stringify(fixtureDocument).length).toBeGreaterThan(3_000);
    await expect(redis.set(catalogKeys("c").document("whole"), fixtureDocument)).rejects.toThrow(
      "ERR max request size exceeded",
    );
    const { chunks } = await pushCatalog(redis, fixtureDocument, {
      prefix: "c",
      chunkBytes: 1_000,
    });
    expect(chunks).toBeGreaterThan(1);
  });
});
