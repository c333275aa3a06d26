import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";

/**
 * Registers an AsyncLocalStorage context manager for `@opentelemetry/api` under Bun, unless
 * one is registered already (an SDK's), so that the request id and span core put in the
 * context reach every line logged while a request is handled, across awaits. The Bun twin of
 * adapter-node's exported `registerContextManager`, named apart: the adapters do not depend
 * on each other, and core may not import the Node-only context manager.
 */
export function registerBunContextManager(): void {
  const manager = new AsyncLocalStorageContextManager().enable();
  if (!context.setGlobalContextManager(manager)) manager.disable();
}
