import { Redis } from "@upstash/redis";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { afterAll, beforeAll } from "vitest";
import { startFakeOpenAi } from "./fake-openai-server.ts";
import { startRedis } from "./redis-server.ts";
import { startUpstashRestServer } from "./upstash-rest-server.ts";

/**
 * For shutdown tests: registers hooks that start a real Redis behind the Upstash REST
 * server and a fake OpenAI server for this file, and stop them afterwards. `prepare()`
 * empties Redis and makes the model answer slowly (a minute of words), `env()` is the
 * server environment that streams Ask AI from that model with its slots in Redis,
 * `ask(url)` opens a stream on a server started with it, and `slotsHeld()` counts the
 * stream slots Redis holds.
 */
export function useSlowStreamOnUpstash() {
  let redisServer: Awaited<ReturnType<typeof startRedis>>;
  let rest: Awaited<ReturnType<typeof startUpstashRestServer>>;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    redisServer = await startRedis();
    rest = await startUpstashRestServer(redisServer.port);
    openAi = await startFakeOpenAi();
  }, 120_000);
  afterAll(async () => {
    await openAi?.close();
    await rest?.close();
    await redisServer?.stop();
  });
  return {
    async prepare() {
      await rest.flush();
      openAi.state.chat = { kind: "stream", pieces: Array(120).fill("word "), delayMs: 500 };
    },
    env: (): Record<string, string> => ({
      UPSTASH_REDIS_REST_URL: rest.url,
      UPSTASH_REDIS_REST_TOKEN: rest.token,
      INTEREST_SECRET: "shared-interest-secret-0123",
      AI_TOKEN_SECRET: "shared-ai-secret-0123456789",
      AI_MODEL: "fake-model",
      OPENAI_BASE_URL: openAi.baseURL,
      OPENAI_API_KEY: "test-key",
      AI_MODERATION: "off",
    }),
    /** Asks the server at `url`; resolves with the response and, once it ends, its events. */
    async ask(url: string) {
      const response = await fetch(`${url}/api/ai-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "ISO 27001 certification body in Germany" }),
      });
      const events: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (event) => events.push(event) });
      const ended = response.text().then((text) => {
        parser.feed(text);
        return events;
      });
      return { response, ended };
    },
    slotsHeld: () =>
      new Redis({ url: rest.url, token: rest.token, retry: false }).zcard("grc:ai:streams"),
  };
}
