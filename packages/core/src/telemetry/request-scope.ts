import { type Context, context, createContextKey } from "@opentelemetry/api";

const REQUEST_ID = createContextKey("grc-directory request id");

/**
 * `parent` with `requestId` in it: what a request is handled in (`tracedRequest`), where
 * loggers find the id (`currentRequestId`). It reaches across awaits only where a context
 * manager is registered (AsyncLocalStorage: the Node and Bun adapters register one, Deno and
 * Workers can, see `docs/operations.md`); without one, lines simply carry no id.
 */
export function withRequestId(parent: Context, requestId: string): Context {
  return parent.setValue(REQUEST_ID, requestId);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  const id = context.active().getValue(REQUEST_ID);
  return typeof id === "string" ? id : undefined;
}
