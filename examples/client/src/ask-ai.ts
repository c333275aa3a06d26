import { type EventSourceMessage, EventSourceParserStream } from "eventsource-parser/stream";
import type { components } from "./api-types.ts";
import { createDirectoryClient } from "./client.ts";

type Schemas = components["schemas"];

/** The request body: `message` (1 to 1200 characters), `token` to continue, `locale`. */
export type AskAiRequest = Schemas["AiSearchRequest"];

/** One event of the stream: `meta` first, then `delta` pieces, then `done` or `error`. */
export type AskAiEvent =
  | { event: "meta"; data: Schemas["AiMetaEvent"] }
  | { event: "delta"; data: Schemas["AiDeltaEvent"] }
  | { event: "done"; data: Schemas["AiDoneEvent"] }
  | { event: "error"; data: Schemas["AiErrorEvent"] };

const EVENT_NAMES = new Set<string>(["meta", "delta", "done", "error"]);

/**
 * Ask AI did not deliver a stream: a non-2xx answer `{ ok: false, code, message }` (the API's
 * code), an answer that is not an event stream (`unexpected_response`), or a stream that ended
 * before `done` or `error` (`stream_truncated`).
 */
export class AskAiError extends Error {
  override readonly name = "AskAiError";
  /** The HTTP status, e.g. 400, 429, 503. */
  readonly status: number;
  /** The API's code (`bad_message`, ...), or `unexpected_response`, `stream_truncated`. */
  readonly code: string;
  /** Seconds from `Retry-After` (429), if sent. */
  readonly retryAfter: number | undefined;

  constructor(message: string, status: number, code: string, retryAfter?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export interface AskAiOptions {
  /** Aborts the request and the stream; the generator then throws the abort reason. */
  signal?: AbortSignal;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

/**
 * Asks Ask AI (`POST /api/ai-search`) and yields its server-sent events, typed and parsed.
 * Throws `AskAiError` when the API answers an error instead of a stream, and when the stream
 * ends without `done` or `error`. An `error` event is yielded, not thrown: the stream failed
 * after it started (`data.code`, `data.message`). Unknown event names are skipped.
 *
 * ```ts
 * for await (const event of askAi(baseUrl, { message: "SOC 2 auditors in the US?" })) {
 *   if (event.event === "delta") process.stdout.write(event.data.text);
 * }
 * ```
 */
export async function* askAi(
  baseUrl: string,
  request: AskAiRequest,
  options: AskAiOptions = {},
): AsyncGenerator<AskAiEvent, void, undefined> {
  const { signal } = options;
  const client = createDirectoryClient(baseUrl, options.fetch ? { fetch: options.fetch } : {});
  const { data, error, response } = await client.POST("/api/ai-search", {
    body: request,
    parseAs: "stream",
    headers: { accept: "text/event-stream" },
    ...(signal ? { signal } : {}),
  });

  if (error !== undefined || data == null) {
    throw errorOf(response, error);
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("text/event-stream")) {
    await data.cancel();
    throw new AskAiError(
      `Ask AI answered HTTP ${response.status} as ${contentType || "?"}, not an event stream`,
      response.status,
      "unexpected_response",
    );
  }

  const reader = data
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      const event = parseEvent(value);
      if (event === undefined) continue;
      yield event;
      if (event.event === "done" || event.event === "error") return;
    }
  } finally {
    // Stops the download when the caller breaks out early (or the stream is finished).
    await reader.cancel().catch(() => {});
  }
  throw new AskAiError(
    "Ask AI stream ended without a done or error event",
    response.status,
    "stream_truncated",
  );
}

function parseEvent(message: EventSourceMessage): AskAiEvent | undefined {
  const name = message.event ?? "message";
  if (!EVENT_NAMES.has(name)) return undefined;
  return { event: name, data: JSON.parse(message.data) } as AskAiEvent;
}

function errorOf(response: Response, body: unknown): AskAiError {
  const retryAfter = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
  const retry = Number.isNaN(retryAfter) ? undefined : retryAfter;
  if (isAiSearchError(body)) {
    return new AskAiError(
      `Ask AI answered HTTP ${response.status} ${body.code}: ${body.message}`,
      response.status,
      body.code,
      retry,
    );
  }
  return new AskAiError(
    `Ask AI answered HTTP ${response.status} without an error body`,
    response.status,
    "unexpected_response",
    retry,
  );
}

function isAiSearchError(body: unknown): body is Schemas["AiSearchError"] {
  return (
    typeof body === "object" &&
    body !== null &&
    "code" in body &&
    typeof body.code === "string" &&
    "message" in body &&
    typeof body.message === "string"
  );
}
