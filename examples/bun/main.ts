import { serveFromEnv } from "@grc-directory/adapter-bun";

// Reads PORT, HOST, CATALOG_FILE, UPSTASH_*, OPENAI_* … like the Node server does.
await serveFromEnv();
