import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAi } from "../../test/fake-openai-server.ts";
import { ORIGIN } from "../../test/http-helpers.ts";
import { expectDocumented } from "../../test/openapi-validator.ts";
import { answerText, readEvents } from "../../test/sse.ts";
import { createApi } from "../index.ts";
import type { Logger } from "../ports.ts";
import { openAiModerator } from "./openai-moderator.ts";
import { openAiResponder } from "./openai-responder.ts";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.chat = { kind: "stream", pieces: ["Hello"] };
  fake.state.moderation = { kind: "ok", flagged: false };
  fake.state.chatRequests.length = 0;
  fake.state.disconnects = 0;
});

const quiet: Logger = { warn: vi.fn(), error: vi.fn() };

function modelApi(options: { idleTimeoutMs?: number; timeoutMs?: number } = {}) {
  const connection = {
    baseURL: fake.baseURL,
    apiKey: "test-key",
    timeoutMs: options.timeoutMs ?? 5_000,
  };
  return createApi({
    logger: quiet,
    ai: {
      tokenSecret: "test-secret-0123456789",
      responder: openAiResponder({ ...connection, model: "fake-model" }),
      moderator: openAiModerator(connection),
      limits: { perIpPerMinute: 1000 },
      ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    },
  });
}

async function ask(api: ReturnType<typeof modelApi>, message: string) {
  const request = new Request(`${ORIGIN}/api/ai-search`, {
    method: "POST",
    body: JSON.stringify({ message, locale: "de" }),
  });
  const response = await api.fetch(request, { clientAddress: "203.0.113.50" });
  await expectDocumented(request, response);
  return response;
}

describe("Ask AI on an OpenAI-compatible model (real openai client, local server)", () => {
  it("streams the model's deltas in order, then done", async () => {
    fake.state.chat = { kind: "stream", pieces: ["Zwei ", "Anbieter:\n", "A ", "und B."] };
    const response = await ask(modelApi(), "SOC 2 audit in the US");
    expect(response.status).toBe(200);
    const { events } = await readEvents(response);
    // Text reaches the client line by line, once the vendor-name check has seen each line.
    expect(events.map((e) => e.event)).toEqual(["meta", "delta", "delta", "done"]);
    expect(answerText(events)).toBe("Zwei Anbieter:\nA und B.");
    expect(events[0]?.data).toMatchObject({
      model: "fake-model",
      locale: "de",
      answerLocale: "de",
    });
    expect(events.at(-1)?.data.finishReason).toBe("stop");
  });

  it("sends a prompt that limits the model to the retrieved vendors, as data", async () => {
    const response = await ask(modelApi(), "SOC 2 audit in the US");
    const { events } = await readEvents(response);
    const [system, user] = (fake.state.chatRequests[0]?.messages ?? []) as {
      role: string;
      content: string;
    }[];
    expect(user).toEqual({ role: "user", content: "SOC 2 audit in the US" });
    expect(system?.content).toContain("Recommend only vendors from the VENDORS block");
    expect(system?.content).toContain('"de"');
    for (const vendor of events[0]?.data.vendors ?? [])
      expect(system?.content).toContain(vendor.detailsPage);
  });

  it("gives the model the filters and the places the question named, read like a search", async () => {
    const response = await ask(
      modelApi(),
      "We are a 40-person fintech in Lisbon and need ISO 27001 certification within 6 months",
    );
    const { events } = await readEvents(response);
    const system = ((fake.state.chatRequests[0]?.messages ?? []) as { content: string }[])[0];
    expect(system?.content).toContain('"frameworks":["iso-27001"],"regions":["pt"]');
    expect(system?.content).toContain('[{"region":"pt","name":"Lisbon"}]');
    // Every candidate serves the place's country.
    for (const vendor of events[0]?.data.vendors ?? []) {
      expect(system?.content).toContain(vendor.detailsPage);
    }
  });

  it("gives the model the ranked candidates, the matched total and the stated signals", async () => {
    const response = await ask(modelApi(), "SOC 2 audit in the US for a fintech startup");
    const { events } = await readEvents(response);
    const messages = (fake.state.chatRequests[0]?.messages ?? []) as { content: string }[];
    const system = messages[0]?.content ?? "";
    const meta = events[0]?.data;
    expect(meta.matchedCount).toBeGreaterThan(meta.vendors.length);
    expect(system).toContain(`${meta.matchedCount} vendors in the directory match`);
    expect(system).toContain('"sizes":["startup"]');
    expect(system).toContain('"industries":["Fintech"]');
    const names = meta.vendors.map((vendor: { name: string }) => vendor.name);
    const block = system.slice(system.indexOf("<VENDORS>"));
    expect(names.map((name: string) => block.indexOf(name))).toEqual(
      names.map((name: string) => block.indexOf(name)).sort((a: number, b: number) => a - b),
    );
  });

  it("withholds a line naming a catalog vendor that is not a candidate, and says so in done", async () => {
    const first = await readEvents(await ask(modelApi(), "SOC 2 audit in the US"));
    const candidate = first.events[0]?.data.vendors[0].name as string;
    fake.state.chat = {
      kind: "stream",
      pieces: [
        `- ${candidate} fits.\n- Also try blue`,
        "peak cyber, they are great.\n",
        "Check each vendor.",
      ],
    };
    const { events } = await readEvents(await ask(modelApi(), "SOC 2 audit in the US"));
    const text = answerText(events);
    expect(text).toBe(`- ${candidate} fits.\nCheck each vendor.`);
    expect(text.toLowerCase()).not.toContain("bluepeak");
    expect(events.at(-1)).toMatchObject({ event: "done", data: { withheldLines: 1 } });
  });

  it("refuses a flagged question with 422 and never calls the model", async () => {
    fake.state.moderation = { kind: "ok", flagged: true };
    const response = await ask(modelApi(), "something nasty");
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe("moderation_refused");
    expect(fake.state.chatRequests).toHaveLength(0);
  });

  it("fails closed when moderation is down", async () => {
    fake.state.moderation = { kind: "error", status: 500 };
    const response = await ask(modelApi(), "soc 2");
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("moderation_unavailable");
  });

  it("answers 503 unavailable when the model fails before streaming", async () => {
    fake.state.chat = { kind: "error-before-stream", status: 500 };
    const response = await ask(modelApi(), "soc 2");
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("unavailable");
  });

  it("ends with an error event when the connection is cut mid-stream", async () => {
    fake.state.chat = { kind: "cut-mid-stream", pieces: ["Partial ", "answer"] };
    const { events } = await readEvents(await ask(modelApi(), "soc 2"));
    expect(events[0]?.event).toBe("meta");
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "unavailable" } });
    expect(events.some((e) => e.event === "done")).toBe(false);
  });

  it("gives up on a model that never answers, within the timeout", async () => {
    fake.state.chat = { kind: "hang" };
    const started = Date.now();
    const response = await ask(modelApi({ idleTimeoutMs: 200 }), "soc 2");
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(3_000);
    await vi.waitFor(() => expect(fake.state.disconnects).toBe(1));
  });

  it("aborts the model call when the client disconnects mid-stream", async () => {
    fake.state.chat = {
      kind: "stream",
      pieces: Array.from({ length: 50 }, (_, i) => `w${i} `),
      delayMs: 30,
    };
    const response = await ask(modelApi(), "soc 2");
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await vi.waitFor(() => expect(fake.state.disconnects).toBe(1), { timeout: 3_000 });
  });
});
