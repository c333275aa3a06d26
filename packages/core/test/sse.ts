import { createParser, type EventSourceMessage } from "eventsource-parser";

/** A parsed server-sent event with its JSON data. */
export interface ParsedEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read event payloads loosely
  data: any;
}

/** Reads a whole SSE response into events (and counts comment lines, e.g. heartbeats). */
export async function readEvents(
  response: Response,
): Promise<{ events: ParsedEvent[]; comments: number }> {
  const events: ParsedEvent[] = [];
  let comments = 0;
  const parser = createParser({
    onEvent: (message: EventSourceMessage) =>
      events.push({ event: message.event ?? "message", data: JSON.parse(message.data) }),
    onComment: () => {
      comments++;
    },
  });
  const text = await response.text();
  parser.feed(text);
  return { events, comments };
}

/** The answer text of a stream: its deltas joined. */
export function answerText(events: ParsedEvent[]): string {
  return events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");
}
