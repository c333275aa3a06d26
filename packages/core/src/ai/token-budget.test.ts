import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAi } from "../../test/fake-openai-server.ts";
import { manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { expectDocumented } from "../../test/openapi-validator.ts";
import { answerText, readEvents } from "../../test/sse.ts";
import { type ApiOptions, createApi } from "../index.ts";
import { utcDay } from "../market/utc-day.ts";
import { memoryTokenSpend } from "../memory/memory-token-spend.ts";
import { openAiResponder } from "../openai/openai-responder.ts";
import type { RequestContext, TokenSpendStore } from "../ports.ts";
import { estimateTokens, secondsToUtcMidnight } from "./token-budget.ts";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.chat = { kind: "stream", pieces: ["Zwei ", "Anbieter."] };
  fake.state.usage = { prompt_tokens: 300, completion_tokens: 50 };
  fake.state.chatRequests.length = 0;
  fake.state.disconnects = 0;
});

const HOUR = 3_600_000;

/** Ask AI on the fake model (the real `openai` client), on a clock at 12:00 UTC. */
function modelApi(ai: ApiOptions["ai"] = {}) {
  const clock = manualClock();
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const tokenSpend = memoryTokenSpend();
  const api = createApi({
    clock,
    logger,
    ai: {
      tokenSecret: "test-secret-0123456789",
      responder: openAiResponder({
        baseURL: fake.baseURL,
        apiKey: "k",
        model: "fake-model",
        timeoutMs: 5_000,
      }),
      limits: { perIpPerMinute: 1000 },
      tokenSpend,
      ...ai,
    },
  });
  const today = () => utcDay(clock.now());
  return { api, clock, logger, tokenSpend, today };
}

async function ask(
  api: ReturnType<typeof modelApi>["api"],
  context: Partial<RequestContext> = {},
  message = "SOC 2 audit in the US",
) {
  const request = new Request(`${ORIGIN}/api/ai-search`, {
    method: "POST",
    body: JSON.stringify({ message }),
  });
  const response = await api.fetch(request, { clientAddress: "203.0.113.60", ...context });
  await expectDocumented(request, response);
  return response;
}

/** The `Ask AI model answer` lines logged so far. */
function answerLines(logger: ReturnType<typeof modelApi>["logger"]) {
  return logger.info.mock.calls
    .filter(([message]) => message === "Ask AI model answer")
    .map(([, fields]) => fields);
}

/** The estimate of the prompt the fake model was sent, as the budget makes it. */
function promptEstimate(request = 0): number {
  const messages = fake.state.chatRequests[request]?.messages as { content: string }[];
  return estimateTokens(messages.reduce((sum, { content }) => sum + content.length, 0));
}

describe("counting what a model answer spends", () => {
  it("asks the server for usage and counts the prompt and completion tokens it reports", async () => {
    const { api, logger, tokenSpend, today } = modelApi({ dailyTokenBudget: 10_000 });
    const response = await ask(api);
    expect(answerText((await readEvents(response)).events)).toBe("Zwei Anbieter.");
    expect(fake.state.chatRequests[0]?.stream_options).toEqual({ include_usage: true });
    await vi.waitFor(() => expect(answerLines(logger)).toHaveLength(1));
    expect(answerLines(logger)[0]).toEqual({
      model: "fake-model",
      requestId: response.headers.get("x-request-id"),
      tokens: 350,
      promptTokens: 300,
      completionTokens: 50,
      estimated: false,
      dayTokens: 350,
      dailyTokenBudget: 10_000,
    });
    expect(await tokenSpend.spent(today())).toBe(350);
  });

  it("estimates a quarter of the characters, rounded up, when the server reports no usage", async () => {
    fake.state.usage = null;
    const { api, logger, tokenSpend, today } = modelApi();
    await readEvents(await ask(api));
    await vi.waitFor(() => expect(answerLines(logger)).toHaveLength(1));
    const prompt = promptEstimate();
    expect(prompt).toBeGreaterThan(100);
    // "Zwei Anbieter." is 14 characters: 4 tokens.
    expect(answerLines(logger)[0]).toMatchObject({
      tokens: prompt + 4,
      promptTokens: prompt,
      completionTokens: 4,
      estimated: true,
      dayTokens: prompt + 4,
    });
    expect(answerLines(logger)[0]).not.toHaveProperty("dailyTokenBudget");
    expect(await tokenSpend.spent(today())).toBe(prompt + 4);
  });

  it("records an answer cut short by the client going away, estimated, and a Worker waits for it", async () => {
    fake.state.chat = {
      kind: "stream",
      pieces: Array.from({ length: 50 }, (_, i) => `w${i} `),
      delayMs: 30,
    };
    const { api, tokenSpend, today } = modelApi();
    const waited: Promise<unknown>[] = [];
    const response = await ask(api, { waitUntil: (promise) => waited.push(promise) });
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await vi.waitFor(() => expect(waited).toHaveLength(1));
    await waited[0];
    const spent = await tokenSpend.spent(today());
    expect(spent).toBeGreaterThan(promptEstimate());
    expect(spent).toBeLessThan(promptEstimate() + 50);
  });

  it("records an answer the model broke off midway, estimated", async () => {
    fake.state.chat = { kind: "cut-mid-stream", pieces: ["Partial ", "answer"] };
    const { api, logger, tokenSpend, today } = modelApi();
    const { events } = await readEvents(await ask(api));
    expect(events.at(-1)?.event).toBe("error");
    await vi.waitFor(() => expect(answerLines(logger)).toHaveLength(1));
    expect(answerLines(logger)[0]).toMatchObject({ estimated: true, completionTokens: 4 });
    expect(await tokenSpend.spent(today())).toBe(promptEstimate() + 4);
  });

  it("records nothing for a model that failed before its first piece", async () => {
    fake.state.chat = { kind: "error-before-stream", status: 500 };
    const { api, logger, tokenSpend, today } = modelApi({ dailyTokenBudget: 1000 });
    expect((await ask(api)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answerLines(logger)).toHaveLength(0);
    expect(await tokenSpend.spent(today())).toBe(0);
  });
});

describe("the daily token budget", () => {
  it("refuses a model answer once today's spend reaches it: 429 capacity until 00:00 UTC", async () => {
    const { api, logger, tokenSpend, today } = modelApi({ dailyTokenBudget: 600 });
    for (let i = 0; i < 2; i++) expect((await ask(api)).status).toBe(200);
    // The second answer started at 350 of 600 and ran to its end: 700, an overrun of one answer.
    await vi.waitFor(() => expect(tokenSpend.spent(today())).resolves.toBe(700));
    const refused = await ask(api);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(12 * 3600));
    expect(await refused.json()).toMatchObject({ ok: false, code: "capacity" });
    expect(fake.state.chatRequests).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("budget is spent"), {
      dayTokens: 700,
      dailyTokenBudget: 600,
      retryAfter: 43_200,
    });
    // The warning is throttled: one an hour per instance while refusals go on.
    expect((await ask(api)).status).toBe(429);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("counts Retry-After down to the next UTC midnight, and starts over then", async () => {
    const { api, clock, tokenSpend, today } = modelApi({ dailyTokenBudget: 100 });
    await tokenSpend.add(today(), 100);
    clock.advance(11 * HOUR + 59 * 60_000 + 59_500); // 23:59:59.5
    const refused = await ask(api);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    clock.advance(500); // 00:00:00, a new day
    expect(secondsToUtcMidnight(clock.now())).toBe(86_400);
    const response = await ask(api);
    expect(response.status).toBe(200);
    await readEvents(response);
    await vi.waitFor(() => expect(tokenSpend.spent(today())).resolves.toBe(350));
  });

  it("never refuses the built-in responder, which spends no tokens", async () => {
    const { api, logger, tokenSpend, today } = modelApi({
      responder: undefined,
      dailyTokenBudget: 1,
    });
    await tokenSpend.add(today(), 5);
    const response = await ask(api);
    expect(response.status).toBe(200);
    expect((await readEvents(response)).events[0]?.data.model).toBe("grounded-catalog");
    expect(await tokenSpend.spent(today())).toBe(5);
    expect(answerLines(logger)).toHaveLength(0);
  });

  it("without a budget, counts and logs the spend but refuses nothing", async () => {
    const { api, logger, tokenSpend, today } = modelApi();
    await tokenSpend.add(today(), 1e9);
    expect((await ask(api)).status).toBe(200);
    await vi.waitFor(() => expect(answerLines(logger)).toHaveLength(1));
    expect(answerLines(logger)[0]).toMatchObject({ tokens: 350, dayTokens: 1e9 + 350 });
  });
});

describe("when the spend store fails", () => {
  const failing = (method: keyof TokenSpendStore): TokenSpendStore => {
    const store = memoryTokenSpend();
    return { ...store, [method]: () => Promise.reject(new Error("redis down")) };
  };

  it("fails closed before the model is called: 503 unavailable, logged", async () => {
    const { api, logger } = modelApi({ dailyTokenBudget: 1000, tokenSpend: failing("spent") });
    const response = await ask(api);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "unavailable" });
    expect(fake.state.chatRequests).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledWith("token spend store failed; Ask AI fails closed", {
      error: "redis down",
    });
  });

  it("still delivers an answer whose spend cannot be recorded, with a throttled warning", async () => {
    const { api, logger } = modelApi({ dailyTokenBudget: 1000, tokenSpend: failing("add") });
    for (let i = 0; i < 2; i++) {
      const { events } = await readEvents(await ask(api));
      expect(events.at(-1)?.event).toBe("done");
    }
    await vi.waitFor(() => expect(answerLines(logger)).toHaveLength(2));
    expect(answerLines(logger)[0]).not.toHaveProperty("dayTokens");
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("not recorded"), {
      tokens: 350,
      error: "redis down",
    });
  });
});
