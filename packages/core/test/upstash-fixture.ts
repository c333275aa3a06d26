import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startRedis } from "./redis-server.ts";
import { startUpstashRestServer } from "./upstash-rest-server.ts";

/**
 * Registers hooks that start a real Redis and the Upstash REST server in front of it for
 * this test file, empty it before each test, and stop both afterwards.
 */
export function useUpstashRedis() {
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
  return {
    /** A fresh `@upstash/redis` client on the test server, without retries. */
    client: () => new Redis({ url: rest.url, token: rest.token, retry: false }),
    /** HTTP requests the REST server has answered so far: the clients' round trips. */
    requests: () => rest.requests(),
  };
}
