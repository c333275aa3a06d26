/**
 * A child process of `bench/live-swap.ts`: the test suite's Upstash REST bridge in front of
 * the Redis on port `argv[2]`, with bearer token `argv[3]`. It runs in its own process so
 * that its JSON work on catalog chunks never stalls the bench's load generator. Prints
 * "listening on http://…" (what `startServer` waits for) and runs until killed.
 */
import { startUpstashRestServer } from "../packages/core/test/upstash-rest-server.ts";

const [redisPort, token] = process.argv.slice(2);
if (!redisPort || !token) throw new Error("usage: upstash-bridge.ts REDIS_PORT TOKEN");
const bridge = await startUpstashRestServer(Number(redisPort), token);
process.stdout.write(`Upstash REST bridge listening on ${bridge.url}\n`);
