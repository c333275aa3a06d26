import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFrom, sse } from "../packages/adapter-node/test/http-client.ts";
import type { ApiOptions } from "../packages/core/src/index.ts";
import { clearOfWindowTurn } from "../packages/core/test/http-helpers.ts";

/** Where every host app in these tests mounts the directory. */
export const MOUNT = "/directory";

export interface RunningHost {
  /** The host app's origin; the directory is at `${url}${MOUNT}`. */
  url: string;
  close(): Promise<void>;
}

/**
 * What holds for the directory mounted under `/directory` in any host app, whatever glue
 * mounts it (Hono's `app.all` over `api.fetch`, Express over `requestListener`): every URL
 * the API writes carries the mount, its errors and caching are its own, Ask AI streams
 * through, and the rate limits count per client address. `start` runs the host app on a
 * free loopback port with these API options (`basePath` is the host's to set).
 */
export function mountedDirectorySuite(host: {
  name: string;
  start(options: Omit<ApiOptions, "basePath">): Promise<RunningHost>;
}): void {
  const ai = { tokenSecret: "mounted-directory-token-secret" };

  describe(`the directory mounted under ${MOUNT} in ${host.name}`, () => {
    let running: RunningHost;
    let directory: string;

    beforeAll(async () => {
      running = await host.start({ market: { demoData: true }, ai });
      directory = `${running.url}${MOUNT}`;
    });
    afterAll(() => running.close());

    it("searches, with every detailsPage an absolute URL under the mount, whose page answers", async () => {
      const response = await fetch(`${directory}/api/v1/search?framework=iso-27001`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = await response.json();
      expect(body.count).toBeGreaterThan(0);
      for (const vendor of body.results) {
        expect(vendor.detailsPage.startsWith(`${directory}/vendors/`), vendor.detailsPage).toBe(
          true,
        );
      }
      const page = await fetch(body.results[0].detailsPage);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      await page.body?.cancel();
    });

    it("writes market links and the directory pages' next-page links under the mount", async () => {
      const market = await (await fetch(`${directory}/api/v1/market?framework=soc-2`)).json();
      const links = JSON.stringify(market).match(/"https?:\/\/[^"]+"/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`"${directory}/`), link).toBe(true);
      const listing = await (await fetch(`${directory}/grc-services/iso-27001`)).text();
      expect(listing).toContain(`href="${MOUNT}/grc-services/iso-27001?page=2"`);
      const next = await fetch(`${directory}/grc-services/iso-27001?page=2`);
      expect(next.status).toBe(200);
      await next.body?.cancel();
    });

    it(`answers ${MOUNT} and ${MOUNT}/ with the directory's home page, its assets under the mount`, async () => {
      for (const path of ["", "/"]) {
        const response = await fetch(`${directory}${path}`);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<link rel="stylesheet" href="${MOUNT}/assets/site.css">`);
        expect(html).toContain(`data-endpoint="${MOUNT}/api/ai-search"`);
      }
      const css = await fetch(`${directory}/assets/site.css`);
      expect(css.status).toBe(200);
      expect(css.headers.get("content-type")).toContain("text/css");
      await css.body?.cancel();
    });

    it(`answers an unknown path under ${MOUNT}/api/ with the API's JSON 404`, async () => {
      const response = await fetch(`${directory}/api/nope`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = await response.json();
      expect(body.error.code).toBe("NOT_FOUND");
      expect(body.error.message).toContain(`${MOUNT}/api/nope`);
      expect(body.error.hint).toContain(`${MOUNT}/openapi.json`);
    });

    it(`serves ${MOUNT}/openapi.json, whose server URL is the mount`, async () => {
      const response = await fetch(`${directory}/openapi.json`);
      expect(response.status).toBe(200);
      const document = await response.json();
      expect(document.servers[0].url).toBe(MOUNT);
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

    it("puts the rate-limit headers on API answers", async () => {
      const response = await fetch(`${directory}/api/tools.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-policy")).toBe('"catalog";q=120;w=60');
      expect(response.headers.get("ratelimit")).toMatch(/^"catalog";r=\d+;t=\d+$/);
      await response.body?.cancel();
    });

    it("streams Ask AI as server-sent events, meta first and done last, linking under the mount", async () => {
      const response = await fetch(`${directory}/api/ai-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "SOC 2 auditor in the United States" }),
      });
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
        expect(vendor.detailsPage.startsWith(`${directory}/vendors/`), vendor.detailsPage).toBe(
          true,
        );
      }
    });
  });

  describe(`the client's address reaches the API mounted in ${host.name}`, () => {
    let running: RunningHost;
    beforeAll(async () => {
      running = await host.start({ ai, rateLimits: { catalog: { limit: 2 } } });
    });
    afterAll(() => running.close());

    it("so the rate limit counts per socket address, whatever X-Forwarded-For says", async () => {
      await clearOfWindowTurn();
      // A market answer is no-store: it carries the client's own count (a cacheable one would
      // carry the policy's whole quota, the same for every client).
      const url = `${running.url}${MOUNT}/api/v1/market?framework=soc-2`;
      const first = await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.1" });
      expect(first.status).toBe(200);
      expect(first.headers.ratelimit).toMatch(/^"catalog";r=1;t=\d+$/);
      const second = await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.2" });
      expect(second.status).toBe(200);
      const refused = await getFrom(url, "127.0.0.1", { "x-forwarded-for": "198.51.100.3" });
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
      // Another address has its own allowance; without the address, all would share one.
      const other = await getFrom(url, "127.0.0.2");
      expect(other.status).toBe(200);
      expect(other.headers.ratelimit).toMatch(/^"catalog";r=1;t=\d+$/);
    });
  });
}
