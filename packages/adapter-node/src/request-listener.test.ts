import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type ApiOptions, type ChatResponder, createApi } from "@grc-directory/core";
import { jsonLogger } from "@grc-directory/core/config";
import { afterEach, describe, expect, it } from "vitest";
import { clearOfWindowTurn } from "../../core/test/http-helpers.ts";
import { getFrom, sse } from "../test/http-client.ts";
import { requestListener } from "./request-listener.ts";

const ai = { tokenSecret: "request-listener-test-secret" };
const question = JSON.stringify({ message: "SOC 2 auditor in the United States" });

type HostRequest = IncomingMessage & { originalUrl?: string; body?: unknown; rawBody?: unknown };
type Handle = (req: HostRequest, res: ServerResponse) => unknown;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A plain `node:http` server on a free loopback port, closed after the test. */
async function listen(handle: Handle) {
  const server = createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** What Express does for `app.use(prefix, handler)`: `url` loses the prefix, `originalUrl` keeps it. */
function mountedAt(prefix: string, handle: Handle, urlsAfter: string[] = []): Handle {
  return async (req, res) => {
    req.originalUrl = req.url;
    req.url = req.url?.slice(prefix.length) || "/";
    await handle(req, res);
    urlsAfter.push(req.url);
  };
}

/** What a body parser does: reads the whole stream, then leaves `req.body` (and maybe `rawBody`). */
function parsedBy(parse: (bytes: Buffer, req: HostRequest) => void, handle: Handle): Handle {
  return async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk);
    parse(Buffer.concat(chunks), req);
    await handle(req, res);
  };
}

/** A responder that sends a line and then waits for `release()` before it finishes. */
function heldResponder() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const responder: ChatResponder = {
    model: "held",
    async *respond() {
      // A whole line: Ask AI passes an answer on line by line.
      yield { text: "First line.\n" };
      await released;
      yield { text: "Second line.", finishReason: "stop" };
    },
  };
  return { responder, release };
}

const api = (options: ApiOptions = {}) => createApi({ ...options, ai: { ...ai, ...options.ai } });

describe("requestListener on a plain node:http server", () => {
  it("answers the API, counting clients by socket address and not by X-Forwarded-For", async () => {
    await clearOfWindowTurn();
    const listener = requestListener(
      api({ rateLimits: { catalog: { limit: 1, windowSeconds: 86_400 } } }),
    );
    const server = await listen(listener);
    const url = `${server.url}/api/tools.json`;
    expect((await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.1" })).status).toBe(
      200,
    );
    expect((await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.2" })).status).toBe(
      429,
    );
    expect((await getFrom(url, "127.0.0.2")).status).toBe(200);
  });

  it("answers for originalUrl when the host took its mount path off url, and gives url back", async () => {
    const urlsAfter: string[] = [];
    const listener = requestListener(api({ basePath: "/directory" }));
    const server = await listen(mountedAt("/directory", listener, urlsAfter));
    const search = await fetch(`${server.url}/directory/api/v1/search?framework=soc-2&limit=2`);
    expect(search.status).toBe(200);
    const body = await search.json();
    expect(body.results[0].detailsPage).toMatch(`${server.url}/directory/vendors/`);
    const openapi = await (await fetch(`${server.url}/directory/openapi.json`)).json();
    expect(openapi.servers[0].url).toBe("/directory");
    expect(urlsAfter).toEqual(["/api/v1/search?framework=soc-2&limit=2", "/openapi.json"]);
  });

  it("takes a body a parser already read from req.body: parsed JSON, text or a Buffer", async () => {
    const parsers: Record<string, (bytes: Buffer, req: HostRequest) => void> = {
      json: (bytes, req) => (req.body = JSON.parse(bytes.toString())),
      text: (bytes, req) => (req.body = bytes.toString()),
      raw: (bytes, req) => (req.body = bytes),
      // `express.json({ verify })` keeping the bytes: they win over a body that lost them.
      rawBody: (bytes, req) => {
        req.body = {};
        req.rawBody = bytes;
      },
    };
    for (const [name, parse] of Object.entries(parsers)) {
      const server = await listen(parsedBy(parse, requestListener(api())));
      const response = await fetch(`${server.url}/api/ai-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: question,
      });
      expect(response.status, name).toBe(200);
      expect(await sse(response.body).until("done"), name).toContain("meta");
    }
  });

  it("reads a stream something else drained, leaving no req.body, as an empty body", async () => {
    const server = await listen(parsedBy(() => {}, requestListener(api())));
    const response = await fetch(`${server.url}/api/ai-search`, { method: "POST", body: question });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bad_json" });
  });

  it("streams each Ask AI event as it is written, not when the answer ends", async () => {
    const held = heldResponder();
    const server = await listen(requestListener(api({ ai: { responder: held.responder } })));
    const response = await fetch(`${server.url}/api/ai-search`, { method: "POST", body: question });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = sse(response.body);
    // The answer is still held open here: the events so far arrived while it was.
    expect(await events.until("delta")).toEqual(["meta", "delta"]);
    held.release();
    expect(await events.until("done")).toEqual(["meta", "delta", "delta", "done"]);
  });

  it("logs one access-log line per request with the full path, mount path included", async () => {
    const lines: string[] = [];
    const logger = jsonLogger("info", (line) => lines.push(line));
    const listener = requestListener(api({ basePath: "/directory" }), { logger });
    const server = await listen(mountedAt("/directory", listener));
    await (await fetch(`${server.url}/directory/api/v1/search?framework=soc-2`)).arrayBuffer();
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({
      message: "request",
      method: "GET",
      path: "/directory/api/v1/search",
      status: 200,
    });
  });
});
