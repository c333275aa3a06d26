import { runInNewContext } from "node:vm";
import { createApi } from "@grc-directory/core";
import { describe, expect, it } from "vitest";
import { releaseMemory } from "./release-memory.ts";
import { serve } from "./server.ts";

describe("releaseMemory", () => {
  it("runs a collection without leaving gc exposed to the process or to new contexts", () => {
    const exposedBefore = typeof (globalThis as { gc?: unknown }).gc;
    releaseMemory();
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe(exposedBefore);
    expect(runInNewContext("typeof gc")).toBe("undefined");
  });

  it("keeps what is live: an API answers the same after it", async () => {
    const api = createApi();
    const ask = async () =>
      (await api.fetch(new Request("http://x.test/api/v1/search?framework=soc-2"))).text();
    const before = await ask();
    releaseMemory();
    expect(JSON.parse(await ask()).results).toEqual(JSON.parse(before).results);
  });
});

describe("serve, before it listens", () => {
  it("waits until the API's catalog is ready", async () => {
    const api = createApi();
    let finish: () => void = () => {};
    const loading = new Promise<void>((resolve) => (finish = resolve));
    const slowApi = { ...api, ready: () => loading.then(() => api.ready()) };
    let listening = false;
    const started = serve(slowApi, { port: 0 }).then((running) => {
      listening = true;
      return running;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(listening).toBe(false);
    finish();
    const running = await started;
    try {
      expect((await fetch(`${running.url}/api/v1/search?framework=soc-2`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it("listens at once when told not to wait or release memory", async () => {
    const api = createApi();
    const neverReady = { ...api, ready: () => new Promise<void>(() => {}) };
    const running = await serve(neverReady, { port: 0, releaseMemoryAfterLoad: false });
    try {
      expect((await fetch(`${running.url}/api/v1/search?framework=soc-2`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
