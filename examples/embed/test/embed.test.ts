import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearOfWindowTurn } from "../../../packages/core/test/http-helpers.ts";
import { createApp, type DirectoryOptions } from "../src/app.ts";

const HOST = "127.0.0.1";
const quiet = { logger: { warn() {}, error() {} } };

interface Running {
  url: string;
  close(): Promise<void>;
}

/** The example app on a real HTTP server, on a free port. */
async function start(options: DirectoryOptions): Promise<Running> {
  const { app } = createApp({ ...quiet, ...options });
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: HOST }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return {
    url: `http://${HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A GET from a chosen local address (Linux routes all of 127.0.0.0/8 to loopback). */
function getFrom(url: string, localAddress: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    httpRequest(url, { localAddress, agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("the directory API mounted under /directory in a Hono app", () => {
  let running: Running;
  let directory: string;

  beforeAll(async () => {
    running = await start({
      market: { demoData: true },
      ai: { tokenSecret: "example-embed-test-token-secret" },
    });
    directory = `${running.url}/directory`;
  });
  afterAll(() => running.close());

  it("leaves the host app's own routes answering", async () => {
    const home = await fetch(`${running.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<a href="/directory/">GRC directory</a>');
    const about = await fetch(`${running.url}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<h1>About</h1>");
    // A path the host does not serve is the host's 404, not the API's.
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
      expect(vendor.detailsPage.startsWith(`${directory}/`), vendor.detailsPage).toBe(true);
    }
  });

  it("serves the page a detailsPage points to", async () => {
    const body = await (await fetch(`${directory}/api/v1/search?framework=soc-2&limit=3`)).json();
    const vendor = body.results[0];
    const page = await fetch(vendor.detailsPage);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain(`<h1>${vendor.name.replaceAll("&", "&amp;")}</h1>`);
    // An unknown vendor page falls through to the directory's own 404 page.
    const unknown = await fetch(`${directory}/vendors/no-such-vendor`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('href="/directory/assets/site.css"');
  });

  it("serves /directory/openapi.json, whose server is the mount", async () => {
    const response = await fetch(`${directory}/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.servers[0].url).toBe("/directory");
    const server = new URL(document.servers[0].url, response.url).href;
    const search = await fetch(`${server}/api/v1/search?region=de&limit=1`);
    expect(search.status).toBe(200);
    await search.body?.cancel();
  });

  it("serves the directory's pages at /directory and /directory/, with assets under it", async () => {
    for (const path of ["", "/"]) {
      const response = await fetch(`${directory}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('<link rel="stylesheet" href="/directory/assets/site.css">');
      expect(html).toContain('data-endpoint="/directory/api/ai-search"');
    }
    const css = await fetch(`${directory}/assets/site.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    await css.body?.cancel();
  });

  it("puts the rate-limit headers on API answers", async () => {
    const response = await fetch(`${directory}/api/tools.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit-policy")).toBe('"catalog";q=120;w=60');
    expect(response.headers.get("ratelimit")).toMatch(/^"catalog";r=\d+;t=\d+$/);
    await response.body?.cancel();
  });

  it("answers an unknown path under /directory/api/ with the API's JSON 404", async () => {
    const response = await fetch(`${directory}/api/v1/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.hint).toContain("/directory/openapi.json");
  });

  it("streams Ask AI through the mount", async () => {
    const response = await fetch(`${directory}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "SOC 2 auditor in the United States" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = await response.text();
    expect(stream).toContain("event: meta");
    expect(stream).toContain(`"detailsPage":"${directory}/vendors/`);
    expect(stream).toContain("event: done");
  });
});

describe("the client's address reaches the API", () => {
  let running: Running;
  beforeAll(async () => {
    running = await start({ rateLimits: { catalog: { limit: 2 } } });
  });
  afterAll(() => running.close());

  it("so the rate limit counts per client IP", async () => {
    await clearOfWindowTurn();
    const url = `${running.url}/directory/api/tools.json`;
    const first = await getFrom(url, "127.0.0.1");
    expect(first.status).toBe(200);
    expect(first.headers.ratelimit).toMatch(/^"catalog";r=1;t=\d+$/);
    expect((await getFrom(url, "127.0.0.1")).status).toBe(200);
    const refused = await getFrom(url, "127.0.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another address has its own allowance; without the address, all would share one.
    const other = await getFrom(url, "127.0.0.2");
    expect(other.status).toBe(200);
    expect(other.headers.ratelimit).toMatch(/^"catalog";r=1;t=\d+$/);
  });
});
