import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { requestListener } from "@grc-directory/adapter-node";
import { type ChatResponder, createApi } from "@grc-directory/core";
import express, { type Express } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getFrom, sse } from "../../../packages/adapter-node/test/http-client.ts";
import { clearOfWindowTurn } from "../../../packages/core/test/http-helpers.ts";
import { createApp, DIRECTORY_PATH, type DirectoryOptions } from "../src/app.ts";

const HOST = "127.0.0.1";
const ai = { tokenSecret: "example-express-test-token-secret" };
const question = JSON.stringify({ message: "SOC 2 auditor in the United States" });

interface Running {
  url: string;
  close(): Promise<void>;
}

/** An Express app on a real HTTP server, on a free loopback port. */
async function listen(app: Express): Promise<Running> {
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, HOST, (error) => (error ? reject(error) : resolve(listening)));
  });
  return {
    url: `http://${HOST}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The example app, with the directory's options for this test. */
const start = (options: DirectoryOptions = {}) =>
  listen(createApp({ ...options, ai: { ...ai, ...options.ai } }).app);

const askAi = (url: string) =>
  fetch(`${url}${DIRECTORY_PATH}/api/ai-search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: question,
  });

describe("the directory API mounted under /directory in an Express app", () => {
  let running: Running;
  let directory: string;

  beforeAll(async () => {
    running = await start({ market: { demoData: true } });
    directory = `${running.url}${DIRECTORY_PATH}`;
  });
  afterAll(() => running.close());

  it("leaves the app's own routes answering, its JSON body parser included", async () => {
    const home = await fetch(`${running.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<a href="/directory/">GRC directory</a>');
    const health = await fetch(`${running.url}/health`);
    expect(await health.json()).toEqual({ ok: true });
    const feedback = await fetch(`${running.url}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Nice directory" }),
    });
    expect(feedback.status).toBe(201);
    expect(await feedback.json()).toEqual({ ok: true, received: 14 });
    // A path the app does not serve is Express's 404, not the API's.
    const missing = await fetch(`${running.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-request-id")).toBeNull();
    await missing.body?.cancel();
  });

  it("searches, with every detailsPage an absolute URL under the mount", async () => {
    const response = await fetch(`${directory}/api/v1/search?framework=iso-27001`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.count).toBeGreaterThan(0);
    for (const vendor of body.results) {
      expect(vendor.detailsPage.startsWith(`${directory}/vendors/`), vendor.detailsPage).toBe(true);
    }
    const page = await fetch(body.results[0].detailsPage);
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });

  it("writes market links and the directory pages' next-page links under the mount", async () => {
    const market = await (await fetch(`${directory}/api/v1/market?framework=soc-2`)).json();
    const links = JSON.stringify(market).match(/"https?:\/\/[^"]+"/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`"${directory}/`), link).toBe(true);
    const listing = await (await fetch(`${directory}/grc-services/iso-27001`)).text();
    expect(listing).toContain('href="/directory/grc-services/iso-27001?page=2"');
    const next = await fetch(`${directory}/grc-services/iso-27001?page=2`);
    expect(next.status).toBe(200);
    await next.body?.cancel();
  });

  it("answers /directory and /directory/ with the directory's home page, assets under the mount", async () => {
    for (const path of ["", "/"]) {
      const response = await fetch(`${directory}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('<link rel="stylesheet" href="/directory/assets/site.css">');
      expect(html).toContain('data-endpoint="/directory/api/ai-search"');
    }
  });

  it("answers an unknown path under /directory/api/ with the API's JSON 404", async () => {
    const response = await fetch(`${directory}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.message).toContain("/directory/api/nope");
    expect(body.error.hint).toContain("/directory/openapi.json");
  });

  it("serves /directory/openapi.json, whose server URL is the mount", async () => {
    const response = await fetch(`${directory}/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.servers[0].url).toBe("/directory");
    const server = new URL(document.servers[0].url, response.url).href;
    const search = await fetch(`${server}/api/v1/search?region=de&limit=1`);
    expect(search.status).toBe(200);
    await search.body?.cancel();
  });

  it("answers 304 Not Modified to a search repeated with If-None-Match", async () => {
    const url = `${directory}/api/v1/search?framework=soc-2&limit=3`;
    const first = await fetch(url);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    await first.body?.cancel();
    const again = await fetch(url, { headers: { "if-none-match": etag as string } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("streams Ask AI as server-sent events, meta first and done last, linking under the mount", async () => {
    const response = await askAi(running.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = sse(response.body);
    const names = await stream.until("done");
    expect(names[0]).toBe("meta");
    expect(names.at(-1)).toBe("done");
    expect(names.slice(1, -1).every((name) => name === "delta")).toBe(true);
    const meta = JSON.parse(stream.events[0]?.data ?? "{}");
    expect(meta.vendors.length).toBeGreaterThan(0);
    for (const vendor of meta.vendors) {
      expect(vendor.detailsPage.startsWith(`${directory}/vendors/`), vendor.detailsPage).toBe(true);
    }
  });
});

describe("Ask AI through Express", () => {
  const running: Running[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
  });

  it("sends each event as it is written, while the answer is still open", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: ChatResponder = {
      model: "held",
      async *respond() {
        // A whole line: Ask AI passes an answer on line by line.
        yield { text: "First line.\n" };
        await released;
        yield { text: "Second line.", finishReason: "stop" };
      },
    };
    const server = await start({ ai: { responder: held } });
    running.push(server);
    const stream = sse((await askAi(server.url)).body);
    // Until `release()`, the answer is held open: these events came while it was.
    expect(await stream.until("delta")).toEqual(["meta", "delta"]);
    release();
    expect(await stream.until("done")).toEqual(["meta", "delta", "delta", "done"]);
  });

  it("answers when express.json() in front of the mount has already read the body", async () => {
    const app = express();
    app.use(express.json());
    app.use(DIRECTORY_PATH, requestListener(createApi({ basePath: DIRECTORY_PATH, ai })));
    const server = await listen(app);
    running.push(server);
    const response = await askAi(server.url);
    expect(response.status).toBe(200);
    const names = await sse(response.body).until("done");
    expect(names[0]).toBe("meta");
    // The API's own checks still apply to the body it is given.
    const empty = await fetch(`${server.url}${DIRECTORY_PATH}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "" }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "bad_message" });
  });
});

describe("the client's address reaches the API", () => {
  let running: Running;
  beforeAll(async () => {
    running = await start({ rateLimits: { catalog: { limit: 2 } } });
  });
  afterAll(() => running.close());

  it("so the rate limit counts per socket address, whatever X-Forwarded-For says", async () => {
    await clearOfWindowTurn();
    const url = `${running.url}${DIRECTORY_PATH}/api/tools.json`;
    const first = await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.1" });
    expect(first.status).toBe(200);
    expect(first.headers.ratelimit).toMatch(/^"catalog";r=1;t=\d+$/);
    expect((await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.2" })).status).toBe(
      200,
    );
    const refused = await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.3" });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another address has its own allowance; without the address, all would share one.
    const other = await getFrom(url, "127.0.0.2");
    expect(other.status).toBe(200);
    expect(other.headers.ratelimit).toMatch(/^"catalog";r=1;t=\d+$/);
  });
});
