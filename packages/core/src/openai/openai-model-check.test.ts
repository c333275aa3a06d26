import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../test/fake-openai-server.ts";
import { fixtureApi } from "../../test/fixture-api.ts";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { freePort } from "../../test/redis-server.ts";
import { readiness } from "../health/readiness.ts";
import { resolveDependencies } from "../options.ts";
import { openAiClient } from "./openai-client.ts";
import { openAiModelCheck } from "./openai-model-check.ts";
import { openAiResponder } from "./openai-responder.ts";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.models = { kind: "ok" };
  fake.state.modelRequests = 0;
});

const signal = () => new AbortController().signal;
const client = (baseURL = fake.baseURL) => openAiClient({ baseURL, apiKey: "sk-test-key" });

describe("openAiModelCheck", () => {
  it("resolves once the server lists its models (GET /models)", async () => {
    await expect(openAiModelCheck(client())(signal())).resolves.toBeUndefined();
    expect(fake.state.modelRequests).toBe(1);
  });

  it("asks the server once per keepMs, however often it is called, failures included", async () => {
    let now = 0;
    const check = openAiModelCheck(client(), { now: () => now });
    await Promise.all([check(signal()), check(signal()), check(signal())]);
    now = 29_999;
    await check(signal());
    expect(fake.state.modelRequests).toBe(1);
    fake.state.models = { kind: "error", status: 503 };
    now = 30_000;
    await expect(check(signal())).rejects.toThrow("answered 503");
    fake.state.models = { kind: "ok" };
    await expect(check(signal())).rejects.toThrow("answered 503");
    expect(fake.state.modelRequests).toBe(2);
    now = 60_000;
    await expect(check(signal())).resolves.toBeUndefined();
  });

  it("gives up on a hanging server after timeoutMs", async () => {
    fake.state.models = { kind: "hang" };
    const started = performance.now();
    await expect(openAiModelCheck(client(), { timeoutMs: 200 })(signal())).rejects.toThrow(
      "the model server timed out",
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("says only the status of an API error, whose message may quote the key", async () => {
    fake.state.models = { kind: "error", status: 401 };
    const failure = await openAiModelCheck(client())(signal()).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("the model server answered 401");
  });

  it("says a server that cannot be reached is unreachable", async () => {
    const gone = client(`http://127.0.0.1:${await freePort()}/v1`);
    await expect(openAiModelCheck(gone)(signal())).rejects.toThrow(
      "the model server is unreachable",
    );
  });
});

describe("/readyz with an OpenAI-compatible responder", () => {
  const responder = () =>
    openAiResponder({ baseURL: fake.baseURL, apiKey: "sk-test-key", model: "fake-model" });

  it("reports the model ok by name, and asks its server once for many probes", async () => {
    const clock = manualClock();
    const api = fixtureApi({
      clock,
      ai: { tokenSecret: "test-secret-0123456789", responder: responder() },
    });
    for (let i = 0; i < 3; i++) {
      const response = await api.fetch(new Request(`${ORIGIN}/readyz`));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: "ok",
        checks: { model: { state: "ok", name: "fake-model", latencyMs: expect.any(Number) } },
      });
      clock.advance(1000);
    }
    expect(fake.state.modelRequests).toBe(1);
  });

  it("reports a hanging model server down within the bound, the API still ready (degraded)", async () => {
    fake.state.models = { kind: "hang" };
    const deps = resolveDependencies(
      {
        catalog: fixtureDocument,
        logger: { warn: () => {}, error: () => {} },
        ai: { tokenSecret: "test-secret-0123456789", responder: responder() },
      },
      undefined,
    );
    const started = performance.now();
    const report = await readiness(deps, { checkTimeoutMs: 300, reuseMs: 0 })();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.status).toBe("degraded");
    expect(report.checks.model).toEqual({
      state: "down",
      name: "fake-model",
      latencyMs: expect.any(Number),
      error: "no answer within 300 ms",
    });
  });
});
