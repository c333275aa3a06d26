import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { RedisCommands } from "../src/upstash/redis-commands.ts";
import { upstashRestClient } from "../src/upstash/upstash-rest-client.ts";
import { startRedis } from "./redis-server.ts";
import {
  startUpstashRestServer,
  UPSTASH_LIMITS,
  type UpstashLimits,
} from "./upstash-rest-server.ts";

/**
 * Registers hooks that start a real Redis and the Upstash REST server in front of it for
 * this test file, empty it before each test, and stop both afterwards. The server refuses
 * what Upstash refuses (`limits`, by default Upstash's own: 10 MB a request, 100 MB a record).
 */
export function useUpstashRedis(limits: UpstashLimits = UPSTASH_LIMITS) {
  let redisServer: Awaited<ReturnType<typeof startRedis>>;
  let rest: Awaited<ReturnType<typeof startUpstashRestServer>>;
  beforeAll(async () => {
    redisServer = await startRedis();
    rest = await startUpstashRestServer(redisServer.port, undefined, limits);
  }, 120_000);
  afterAll(async () => {
    await rest?.close();
    await redisServer?.stop();
  });
  beforeEach(() => rest.flush());
  const client = (): RedisCommands =>
    upstashRestClient({ url: rest.url, token: rest.token, retries: 0 });
  const upstashRedis = () => new Redis({ url: rest.url, token: rest.token, retry: false });
  return {
    /** A fresh `upstashRestClient` (the one the configured API uses) on the test server, without retries. */
    client,
    /** A fresh `@upstash/redis` client on the test server, without retries: also accepted by the ports. */
    upstashRedis,
    /** Both clients by name, for suites that must hold with either. */
    clients: [
      ["upstashRestClient", client],
      ["@upstash/redis", upstashRedis],
    ] as [string, () => RedisCommands][],
    /** The REST server's address and token. */
    server: () => ({ url: rest.url, token: rest.token }),
    /** HTTP requests the REST server has answered so far: the clients' round trips. */
    requests: () => rest.requests(),
    /** Redis commands the REST server has received so far, pipeline entries one by one. */
    commands: () => rest.commands(),
  };
}
