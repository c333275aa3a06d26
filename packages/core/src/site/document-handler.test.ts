import { describe, expect, it, vi } from "vitest";
import { documentHandler } from "./document-handler.ts";

function get(handler: ReturnType<typeof documentHandler>, origin: string) {
  const url = new URL(`${origin}/llms.txt`);
  return handler(new Request(url), url, {}, {});
}

describe("site documents", () => {
  it("keep the real origin's document cached after requests with made-up hosts", async () => {
    const render = vi.fn((root: string) => `# Docs at ${root}`);
    const handler = documentHandler(render, "text/plain", "");
    for (let i = 0; i < 16; i++) await get(handler, `https://made-up-${i}.example`);
    render.mockClear();
    const first = await get(handler, "https://directory.example");
    await get(handler, "https://directory.example");
    expect(render).toHaveBeenCalledTimes(1);
    expect(await first.text()).toBe("# Docs at https://directory.example");
  });
});
