import { requestListener } from "@grc-directory/adapter-node";
import { type Api, type ApiOptions, createApi } from "@grc-directory/core";
import express, { type Express } from "express";

/** Where this app mounts the directory. `createApi({ basePath })` must be the same path. */
export const DIRECTORY_PATH = "/directory";

/** Options of the directory API; `basePath` is set from `DIRECTORY_PATH`. */
export type DirectoryOptions = Omit<ApiOptions, "basePath">;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} · Example Co.</title></head>
<body>
<nav><a href="/">Home</a> · <a href="${DIRECTORY_PATH}/">GRC directory</a></nav>
<main>${body}</main>
</body>
</html>`;

/**
 * An existing Express app with routes of its own (a page, a health check, a small JSON
 * API behind `express.json()`), and the GRC Directory API mounted under `/directory`.
 */
export function createApp(options: DirectoryOptions = {}): { app: Express; api: Api } {
  const api = createApi({ ...options, basePath: DIRECTORY_PATH });
  const app = express();

  // The directory: every method, the prefix itself and everything below it. Express takes
  // the mount path off `req.url`; the listener answers for `req.originalUrl`, the full URL,
  // so the API routes and writes its links under `basePath`. Mounted before the app's body
  // parser, Ask AI reads its request body itself (it works after one too: the listener
  // then takes the parsed `req.body`).
  app.use(DIRECTORY_PATH, requestListener(api));

  // The host app's own routes.
  app.use(express.json());
  app.get("/", (_req, res) => {
    res.send(
      page(
        "Home",
        `<h1>Example Co.</h1>
<p>Looking for an ISO 27001 or SOC 2 partner? Browse the <a href="${DIRECTORY_PATH}/">GRC directory</a>.</p>`,
      ),
    );
  });
  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });
  app.post("/api/feedback", (req, res) => {
    const text = typeof req.body?.text === "string" ? req.body.text : "";
    if (!text) {
      res.status(400).json({ ok: false, error: "text is required" });
      return;
    }
    res.status(201).json({ ok: true, received: text.length });
  });

  return { app, api };
}
