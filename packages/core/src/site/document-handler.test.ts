import { describe, expect, it, vi } from "vitest";
import { DOCUMENT_CACHE_BYTES } from "../http/cache-budgets.ts";
import { bodyCache } from "../http/cached-body.ts";
import { documentHandler } from "./document-handler.ts";

function get(handler: ReturnType<typeof documentHandler>, origin: string) {
  const url = new URL(`${origin}/llms.txt`);
  return handler(new Request(url), url, {}, {}) as Promise<Response>;
}

const render = (root: string) => `# Docs\n${`- [a link](${root}/openapi.json)\n`.repeat(40)}`;

describe("site documents", () => {
  it("keep the real origin's document cached after requests with made-up hosts", async () => {
    const spy = vi.fn(render);
    const handler = documentHandler(spy, "text/plain", "");
    for (let i = 0; i < 16; i++) await get(handler, `https://made-up-${i}.example`);
    spy.mockClear();
    const first = await get(handler, "https://directory.example");
    await get(handler, "https://directory.example");
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await first.text()).toBe(render("https://directory.example"));
  });

  it("hold no more than their byte budget however many long made-up hosts ask, and still answer the real one right", async () => {
    const cache = bodyCache(DOCUMENT_CACHE_BYTES);
    const handler = documentHandler(render, "text/plain", "", cache);
    const long = "a".repeat(60);
    for (let i = 0; i < 400; i++) {
      const response = await get(handler, `https://${long}.${long}.${long}.made-up-${i}.example`);
      await response.body?.cancel();
      expect(cache.calculatedSize).toBeLessThanOrEqual(DOCUMENT_CACHE_BYTES);
    }
    expect(cache.calculatedSize).toBeGreaterThan(DOCUMENT_CACHE_BYTES / 2);
    const real = await get(handler, "https://directory.example");
    expect(await real.text()).toBe(render("https://directory.example"));
  });
});
