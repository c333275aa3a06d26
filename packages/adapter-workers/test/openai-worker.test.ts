import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../core/test/fake-openai-server.ts";
import { answerText, readEvents } from "../../core/test/sse.ts";
import { startExampleWorker } from "./example-worker.ts";

let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
let worker: Awaited<ReturnType<typeof startExampleWorker>>;

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  worker = await startExampleWorker({
    LOG_LEVEL: "silent",
    AI_TOKEN_SECRET: "worker-test-secret-0123456789",
    AI_MODEL: "fake-model",
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: openAi.baseURL,
  });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await openAi?.close();
});

describe("the minified Worker with the OpenAI responder, in workerd", () => {
  it("streams Ask AI from the model, and the client names itself as OpenAI/JS", async () => {
    openAi.state.chat = { kind: "stream", pieces: ["From ", "the model."] };
    const response = await fetch(`${worker.url}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.50" },
      body: JSON.stringify({ message: "Which vendors audit ISO 27001 in Germany?" }),
    });
    expect(response.status).toBe(200);
    const { events } = await readEvents(response);
    expect(answerText(events)).toBe("From the model.");
    expect(openAi.state.chatUserAgents.at(-1)).toMatch(/^OpenAI\/JS \d+\.\d+\.\d+/);
  }, 30_000);
});
