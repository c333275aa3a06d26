// Log lines written while a request is handled carry its request id: core keeps it in the
// OpenTelemetry context, which follows awaits once a context manager is registered. On
// Workers that is AsyncLocalStorage, which needs `compatibility_flags = ["nodejs_compat"]`
// (wrangler.toml). Without this module, only the access line names the request.
import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";

context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
