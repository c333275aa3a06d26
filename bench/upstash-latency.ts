import { Redis } from "@upstash/redis";
import { createApi, type Logger } from "../packages/core/src/index.ts";
import { upstashInterestStore, upstashRateLimiter } from "../packages/core/src/upstash/index.ts";
import { startRedis } from "../packages/core/test/redis-server.ts";
import { startUpstashRestServer } from "../packages/core/test/upstash-rest-server.ts";
import { type Latency, sampleAsync } from "./latency.ts";
import { BENCH_ORIGIN } from "./queries.ts";

/** Search latency with each rate limiter, and the Redis round trips of market answers. */
export interface UpstashResult {
  memory: Latency;
  upstash: Latency;
  /** Round trips (HTTP requests to the REST server) per answer. */
  roundTrips: { search: number; point: number; ranking: number };
}

const SAMPLING = { samples: 3_000, warmup: 300 };
const silent: Logger = { warn() {}, error() {} };
const SEARCH = `${BENCH_ORIGIN}/api/v1/search?framework=iso-27001`;

/**
 * The same cached search answer through `api.fetch` with the in-memory rate limiter and
 * with the Upstash one (the real @upstash/redis client over the local REST server and a real
 * Redis on loopback), and the requests each kind of answer makes to Redis.
 */
export async function measureUpstash(progress: (message: string) => void): Promise<UpstashResult> {
  const redisServer = await startRedis();
  const rest = await startUpstashRestServer(redisServer.port);
  try {
    const redis = new Redis({ url: rest.url, token: rest.token, retry: false });
    const options = {
      rateLimits: { catalog: { limit: 1e9 } },
      logger: silent,
      ai: { tokenSecret: "x".repeat(20) },
    };
    const memoryApi = createApi(options);
    const upstashApi = createApi({
      ...options,
      rateLimiter: upstashRateLimiter({ redis }),
      market: { store: upstashInterestStore({ redis }) },
    });
    const call = (api: typeof memoryApi, url: string) => async () => {
      const response = await api.fetch(new Request(url), { clientAddress: "127.0.0.1" });
      await response.arrayBuffer();
    };

    progress("upstash: search with the in-memory and the Upstash rate limiter");
    const memory = await sampleAsync("memory limiter", call(memoryApi, SEARCH), SAMPLING);
    const upstash = await sampleAsync("upstash limiter", call(upstashApi, SEARCH), SAMPLING);

    const count = async (url: string) => {
      const before = rest.requests();
      await call(upstashApi, url)();
      return rest.requests() - before;
    };
    const roundTrips = {
      search: await count(SEARCH),
      point: await count(`${BENCH_ORIGIN}/api/v1/market?framework=iso-27001&region=de`),
      ranking: await count(`${BENCH_ORIGIN}/api/v1/market?dimension=frameworks`),
    };
    return { memory, upstash, roundTrips };
  } finally {
    await rest.close();
    await redisServer.stop();
  }
}
