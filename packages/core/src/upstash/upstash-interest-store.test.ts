import { Redis } from "@upstash/redis";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { interestStoreContract } from "../../test/interest-store-contract.ts";
import { startRedis } from "../../test/redis-server.ts";
import { startUpstashRestServer } from "../../test/upstash-rest-server.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";

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

describe("Upstash interest store (real @upstash/redis, real Redis)", () => {
  interestStoreContract(() =>
    upstashInterestStore({ redis: new Redis({ url: rest.url, token: rest.token }) }),
  );
});
