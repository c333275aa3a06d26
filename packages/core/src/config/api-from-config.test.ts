import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeOpenAi } from "../../test/fake-openai-server.ts";
import { answerText, readEvents } from "../../test/sse.ts";
import { sampleCatalogDocument } from "../catalog/sample-catalog.ts";
import { socketAddress } from "../http/client-ip.ts";
import { openAiModels } from "../openai/index.ts";
import { embeddedSiteFiles } from "../site/embedded-site-files.ts";
import {
  apiFromConfig,
  catalogApiFromConfig,
  type OpenAiModels,
  upstashFromConfig,
} from "./api-from-config.ts";
import { ConfigError, readApiConfig } from "./read-config.ts";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const warnings: string[] = [];
const logger = { warn: (message: string) => warnings.push(message), error() {} };

async function ask(env: Record<string, string>, openAi: OpenAiModels | null = openAiModels) {
  const api = apiFromConfig(readApiConfig(env), {
    logger,
    clientIp: socketAddress,
    ...(openAi ? { openAi } : {}),
  });
  return api.fetch(
    new Request("http://localhost/api/ai-search", {
      method: "POST",
      body: JSON.stringify({ message: "soc 2 in the us" }),
    }),
    { clientAddress: "127.0.0.1" },
  );
}

describe("Ask AI from the environment", () => {
  it("uses the built-in grounded responder with no configuration", async () => {
    const { events } = await readEvents(await ask({}));
    expect(events[0]?.data.model).toBe("grounded-catalog");
  });

  it("uses an OpenAI-compatible model when AI_MODEL and OPENAI_BASE_URL are set", async () => {
    fake.state.chat = { kind: "stream", pieces: ["From ", "the model."] };
    const { events } = await readEvents(
      await ask({
        AI_MODEL: "fake-model",
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_API_KEY: "k",
        AI_MODERATION: "off",
      }),
    );
    expect(events[0]?.data.model).toBe("fake-model");
    expect(answerText(events)).toBe("From the model.");
  });

  it("answers 503 not_configured for half a configuration, and says why in the log", async () => {
    warnings.length = 0;
    const response = await ask({ OPENAI_API_KEY: "k" });
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("not_configured");
    expect(warnings.join()).toContain("AI_MODEL");
  });

  it("answers 503 not_configured when AI_MODEL is set in a build without the OpenAI client", async () => {
    warnings.length = 0;
    const response = await ask({ AI_MODEL: "m", OPENAI_BASE_URL: fake.baseURL }, null);
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("not_configured");
    expect(warnings.join()).toContain("no OpenAI client");
  });

  it("answers 503 disabled when AI_ENABLED=false", async () => {
    const response = await ask({ AI_ENABLED: "false" });
    expect((await response.json()).code).toBe("disabled");
  });
});

describe("Upstash from the environment", () => {
  const token = { UPSTASH_REDIS_REST_TOKEN: "t0ken" };

  it("refuses the database's redis:// address with a ConfigError naming the setting, not its value", () => {
    const url = "rediss://default:s3cret-password@eu1-example.upstash.io:6379";
    const config = readApiConfig({ UPSTASH_REDIS_REST_URL: url, ...token });
    expect(() => upstashFromConfig(config)).toThrow(ConfigError);
    expect(() => upstashFromConfig(config)).toThrow(/UPSTASH_REDIS_REST_URL/);
    expect(() => upstashFromConfig(config)).not.toThrow(/s3cret/);
  });

  it("takes an https REST URL with its token, and is absent without both", () => {
    const url = { UPSTASH_REDIS_REST_URL: "https://eu1-example.upstash.io" };
    expect(upstashFromConfig(readApiConfig({ ...url, ...token }))).toBeDefined();
    expect(upstashFromConfig(readApiConfig({}))).toBeUndefined();
  });
});

describe("building the API from the environment", () => {
  it("draws no random value until a request needs one (a Worker builds it at its global scope, where none may be drawn)", async () => {
    const refuse = () => {
      throw new Error("no random value may be drawn here");
    };
    const draws = [
      vi.spyOn(crypto, "getRandomValues").mockImplementation(refuse),
      vi.spyOn(crypto, "randomUUID").mockImplementation(refuse),
    ];
    let api: ReturnType<typeof catalogApiFromConfig>;
    try {
      api = catalogApiFromConfig(readApiConfig({}), {
        logger,
        clientIp: socketAddress,
        catalog: sampleCatalogDocument,
        siteFiles: embeddedSiteFiles,
      });
      // Its catalog is prepared (in promise jobs) without one too.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      for (const draw of draws) draw.mockRestore();
    }
    const answer = await api.fetch(new Request("http://localhost/api/v1/search?framework=soc-2"), {
      clientAddress: "127.0.0.1",
    });
    expect(answer.status).toBe(200);
    const { events } = await readEvents(await ask({}));
    expect(events[0]?.data.model).toBe("grounded-catalog");
  });
});
