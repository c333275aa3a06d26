import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";

/**
 * Registers an AsyncLocalStorage context manager for `@opentelemetry/api`, unless one is
 * registered already (an SDK's), so that the request id and span core put in the context
 * reach every line logged while a request is handled, across awaits.
 */
export function registerContextManager(): void {
  const manager = new AsyncLocalStorageContextManager().enable();
  if (!context.setGlobalContextManager(manager)) manager.disable();
}
