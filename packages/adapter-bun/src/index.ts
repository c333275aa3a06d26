export { type RunningServer, type ServeOptions, serve } from "./serve.ts";
export { serveFromEnv } from "./serve-from-env.ts";
