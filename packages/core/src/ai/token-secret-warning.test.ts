import { describe, expect, it } from "vitest";
import { call } from "../../test/http-helpers.ts";
import { readEvents } from "../../test/sse.ts";
import { createApi } from "../app.ts";
import type { Logger } from "../ports.ts";

function collectingLogger() {
  const warnings: string[] = [];
  const logger: Logger = { warn: (message) => warnings.push(message), error() {} };
  return { logger, warnings };
}

async function askOnce(api: ReturnType<typeof createApi>, ip: string) {
  const response = await call(
    api,
    "/api/ai-search",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "SOC 2 auditors in Germany" }),
    },
    ip,
  );
  expect(response.status).toBe(200);
  return readEvents(response);
}

describe("the warning about a missing Ask AI token secret", () => {
  it("is not logged by an API that only answers searches, pages and the tools dump", async () => {
    const { logger, warnings } = collectingLogger();
    const api = createApi({ logger });
    for (const path of ["/api/v1/search?framework=iso-27001", "/api/tools.json", "/llms.txt"]) {
      expect((await call(api, path)).status).toBe(200);
    }
    expect(warnings.filter((w) => w.includes("token secret"))).toEqual([]);
  });

  it("is logged once, when the first conversation token is signed", async () => {
    const { logger, warnings } = collectingLogger();
    const api = createApi({ logger });
    await askOnce(api, "203.0.113.1");
    await askOnce(api, "203.0.113.2");
    expect(warnings.filter((w) => w.includes("token secret not configured"))).toHaveLength(1);
  });

  it("is never logged when a secret is configured", async () => {
    const { logger, warnings } = collectingLogger();
    const api = createApi({ logger, ai: { tokenSecret: "configured-secret-0123456789" } });
    await askOnce(api, "203.0.113.3");
    expect(warnings.filter((w) => w.includes("token secret"))).toEqual([]);
  });
});
