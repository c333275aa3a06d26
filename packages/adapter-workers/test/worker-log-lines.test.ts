import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startExampleWorker } from "./example-worker.ts";

const lines: Record<string, unknown>[] = [];
let worker: Awaited<ReturnType<typeof startExampleWorker>>;

beforeAll(async () => {
  // Upstash at a closed port: the rate limiter fails in each request, which warns.
  const bindings = {
    LOG_LEVEL: "info",
    UPSTASH_REDIS_REST_URL: "http://127.0.0.1:9",
    UPSTASH_REDIS_REST_TOKEN: "token-of-a-closed-port",
    UPSTASH_TIMEOUT_MS: "300",
  };
  worker = await startExampleWorker(bindings, undefined, (line) => {
    if (line.startsWith("{")) lines.push(JSON.parse(line));
  });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
});

/** Resolves with the first line `predicate` holds for, waiting for workerd to flush. */
async function lineWhere(predicate: (line: Record<string, unknown>) => boolean) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const found = lines.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such line in:\n${lines.map((line) => JSON.stringify(line)).join("\n")}`);
}

describe("the example Worker's log lines, in workerd", () => {
  it("name the request in its access line and in the warning a failing store causes during it", async () => {
    const response = await fetch(`${worker.url}/api/v1/search?framework=soc-2`, {
      headers: { "cf-connecting-ip": "203.0.113.61", "x-request-id": "worker-line-1234" },
    });
    expect(response.status).toBe(200);
    await response.text();
    const warning = await lineWhere((line) =>
      String(line.message).startsWith("rate limiter failed"),
    );
    expect(warning).toMatchObject({ level: "warn", requestId: "worker-line-1234" });
    const access = await lineWhere((line) => line.message === "request");
    expect(access).toMatchObject({
      method: "GET",
      path: "/api/v1/search",
      status: 200,
      requestId: "worker-line-1234",
    });
  });
});
