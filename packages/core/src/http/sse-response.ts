import { encode, encodeComment } from "eventsource-encoder";

/** Sends one named event whose `data:` is one JSON object. */
export type SendEvent = (event: string, data: unknown) => void;

export interface SseOptions {
  /** A comment line is sent after this much silence, so proxies keep the stream open. */
  heartbeatMs: number;
  /** Aborted when the client goes away (the stream is cancelled). */
  abort: AbortController;
  /** Runs once when the stream ends, however it ends. */
  onClose(): void;
  /** The request's common headers. */
  headers: Record<string, string>;
  /**
   * Told how to end the stream from outside (a shutdown): `end` sends one last event and
   * closes the stream; the returned function is called once the stream has closed.
   */
  register?(end: (event: string, data: unknown) => void): () => void;
}

const encoder = new TextEncoder();

/** One named event whose `data:` is `data` as JSON, as it goes on the wire. */
export function sseEvent(event: string, data: unknown): string {
  return encode({ event, data: JSON.stringify(data) });
}

/** Headers of every event stream: never cached, never buffered by a proxy. */
function sseHeaders(headers: Record<string, string>): Record<string, string> {
  return {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-store, no-transform",
    "x-accel-buffering": "no",
  };
}

/**
 * An event stream whose every event is known already (`events`, encoded by `sseEvent`): the
 * same bytes a stream would carry, sent as one body, with nothing held open afterwards.
 */
export function completeSseResponse(events: string, headers: Record<string, string>): Response {
  return new Response(events, { status: 200, headers: sseHeaders(headers) });
}

/**
 * A `text/event-stream` response fed by `run`. Headers forbid caching and proxy
 * buffering; a heartbeat comment keeps idle streams alive; a client that disconnects
 * aborts `options.abort`, which `run` passes on to whatever it is waiting for.
 */
export function sseResponse(
  run: (send: SendEvent, signal: AbortSignal) => Promise<void>,
  options: SseOptions,
): Response {
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let flushing: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let unregister: (() => void) | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(flushing);
    unregister?.();
    options.onClose();
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let quietSince = Date.now();
      // Events written in one turn of the event loop go out as one chunk: one write to the
      // socket rather than one per event, for a model's burst of tokens as for a whole
      // answer made at once.
      let pending = "";
      const flush = () => {
        flushing = undefined;
        if (closed || pending === "") return;
        controller.enqueue(encoder.encode(pending));
        pending = "";
      };
      const end = () => {
        flush();
        controller.close();
      };
      const write = (text: string) => {
        if (closed) return;
        pending += text;
        flushing ??= setTimeout(flush, 0);
        quietSince = Date.now();
      };
      heartbeat = setInterval(
        () => {
          if (Date.now() - quietSince >= options.heartbeatMs) write(encodeComment("keep-alive"));
        },
        Math.max(10, Math.floor(options.heartbeatMs / 2)),
      );
      const send: SendEvent = (event, data) => write(sseEvent(event, data));
      unregister = options.register?.((event, data) => {
        if (closed) return;
        send(event, data);
        end();
        close();
        // Whatever `run` waits for (the model) stops; its sends are dropped from now on.
        options.abort.abort();
      });
      run(send, options.abort.signal).finally(() => {
        if (!closed) end();
        close();
      });
    },
    cancel() {
      options.abort.abort();
      close();
    },
  });

  return new Response(stream, { status: 200, headers: sseHeaders(options.headers) });
}
