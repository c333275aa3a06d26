import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountedDirectorySuite } from "../../../conformance/mounted-directory.ts";
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

describe("a Hono app with the directory mounted under /directory", () => {
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

  it("serves its own page for a vendor in place of the directory's, unknown slugs falling through to the directory", async () => {
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
});

mountedDirectorySuite({ name: "a Hono app (app.all over api.fetch)", start });
