import { request } from "node:http";
import { createParser, type EventSourceMessage } from "eventsource-parser";

/** A GET from a chosen local address (Linux routes all of 127.0.0.0/8 to loopback). */
export function getFrom(url: string, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    request(url, { localAddress, headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** The events of an SSE body, read only as far as a test asks. */
export function sse(body: ReadableStream<Uint8Array> | null) {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  if (!body) throw new Error("the answer has no body");
  const reader = body.getReader();
  const decoder = new TextDecoder();
  return {
    events,
    /** Reads until an event named `name` has come; the names of all events so far. */
    async until(name: string) {
      while (!events.some((event) => event.event === name)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended before a ${name} event`);
        parser.feed(decoder.decode(value, { stream: true }));
      }
      return events.map((event) => event.event ?? "message");
    },
  };
}
