import { describe, expect, it } from "vitest";
import { sseResponse } from "./sse-response.ts";

function options() {
  let closed = 0;
  return {
    heartbeatMs: 60_000,
    abort: new AbortController(),
    onClose: () => {
      closed++;
    },
    headers: {},
    closedCount: () => closed,
  };
}

async function chunks(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const out: string[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    out.push(decoder.decode(read.value));
  }
  return out;
}

describe("the server-sent event response", () => {
  it("sends the events written in one turn as one chunk, and a later turn's as the next", async () => {
    const settings = options();
    const response = sseResponse(async (send) => {
      send("meta", { a: 1 });
      await Promise.resolve();
      send("delta", { text: "x" });
      await new Promise((resolve) => setTimeout(resolve, 20));
      send("done", {});
    }, settings);
    expect(await chunks(response)).toEqual([
      'event: meta\ndata: {"a":1}\n\nevent: delta\ndata: {"text":"x"}\n\n',
      "event: done\ndata: {}\n\n",
    ]);
    expect(settings.closedCount()).toBe(1);
  });

  it("sends what is pending before it closes, when run ends or the stream is ended from outside", async () => {
    const settings = options();
    let endFromOutside: ((event: string, data: unknown) => void) | undefined;
    const response = sseResponse(
      async (send, signal) => {
        send("meta", {});
        await new Promise((resolve) => signal.addEventListener("abort", resolve));
        send("delta", { text: "dropped" });
      },
      {
        ...settings,
        register: (end) => {
          endFromOutside = end;
          return () => {};
        },
      },
    );
    const read = chunks(response);
    endFromOutside?.("error", { code: "unavailable" });
    expect((await read).join("")).toBe(
      'event: meta\ndata: {}\n\nevent: error\ndata: {"code":"unavailable"}\n\n',
    );
    expect(settings.abort.signal.aborted).toBe(true);
  });
});
