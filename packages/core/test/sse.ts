import { createParser, type EventSourceMessage } from "eventsource-parser";
import { expectDocumentedEvent } from "./openapi-validator.ts";

/** A parsed server-sent event with its JSON data. */
export interface ParsedEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read event payloads loosely
  data: any;
}

/**
 * Reads a whole SSE response into events (and counts comment lines, e.g. heartbeats);
 * every event's payload is checked against the schema /openapi.json documents for it.
 */
export async function readEvents(
  response: Response,
): Promise<{ events: ParsedEvent[]; comments: number }> {
  const events: ParsedEvent[] = [];
  let comments = 0;
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      const event = { event: message.event ?? "message", data: JSON.parse(message.data) };
      expectDocumentedEvent(event.event, event.data);
      events.push(event);
    },
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
