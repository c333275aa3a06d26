import fc from "fast-check";
import { type IRequest, IttyRouter } from "itty-router";
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table.ts";

/** Routes in the order `app.ts` adds them: fixed paths, then patterns, fixed paths among them. */
const ROUTES = [
  "/api/v1/search",
  "/api/v1/market",
  "/api/ai-search",
  "/api/tools.json",
  "/openapi.json",
  "/.well-known/mcp/server-card.json",
  "/",
  "/trends",
  "/trends/methodology",
  "/trends/*",
  "/vendors/*",
  // Shadowed by the pattern before it: itty never reaches it, and neither may the table.
  "/vendors/featured",
  "/grc-services",
  "/grc-services/*",
  "/assets/site.css",
  // Params, and a wildcard under a fixed path before the last: found without itty.
  "/people/:name",
  "/people/:name.md",
  "/api/*",
  "*",
];

const tagged = (index: number) => async () => new Response(String(index));

async function routed(
  fetch: (request: Request, url: URL) => Promise<Response | undefined>,
  path: string,
) {
  const url = new URL(`http://directory.example${path}`);
  const response = await fetch(new Request(url), url);
  return response ? Number(await response.text()) : undefined;
}

describe("routeTable", () => {
  const table = routeTable<number>();
  const itty = IttyRouter<IRequest, [Request, URL]>();
  ROUTES.forEach((path, index) => {
    table.all(path, index);
    itty.all(path, () => tagged(index)());
  });
  const reference = (request: Request, url: URL) =>
    itty.fetch(
      { method: request.method, url: `http://route${url.pathname}` } as IRequest,
      request,
      url,
    );
  // Each answer also names the route that gave it: the path that route was added as.
  const viaTable = async (_request: Request, url: URL) => {
    const found = await table.find(url.pathname);
    if (found) expect(found.template).toBe(ROUTES[found.route]);
    return found && tagged(found.route)();
  };

  it("finds a wildcard under a fixed path at once when no pattern before it can match, without itty", () => {
    // Synchronous: no URL parsed, no regular expression run, no promise to wait on.
    expect(table.find("/api/nope")).toMatchObject({ template: "/api/*", params: {} });
    expect(table.find("/api")).toMatchObject({ template: "/api/*" });
    expect(table.find("/nothing/here")).toMatchObject({ template: "*" });
    // A path a pattern may match still goes to itty, which gives its params.
    expect(table.find("/people/ada")).toBeInstanceOf(Promise);
  });

  it("routes every path as itty-router alone would, fixed paths looked up first, naming the route template", async () => {
    const piece = fc.constantFrom(
      "api",
      "v1",
      "search",
      "market",
      "tools.json",
      "trends",
      "methodology",
      "vendors",
      "featured",
      "grc-services",
      "assets",
      "site.css",
      "people",
      "ada",
      "ada.md",
      "apix",
      ".well-known",
      "x",
      "",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 4 }), fc.boolean(), async (pieces, slash) => {
        const path = `/${pieces.join("/")}${slash ? "/" : ""}`;
        expect(await routed(viaTable, path)).toBe(await routed(reference, path));
      }),
      { numRuns: 500 },
    );
    for (const path of [...ROUTES.filter((p) => !p.includes("*")), "/api/v1/search//", "//"]) {
      expect(await routed(viaTable, path)).toBe(await routed(reference, path));
    }
  });

  it("gives a pattern's params, undecoded, and none for a fixed path", async () => {
    const params = routeTable<string>()
      .all("/vendors/:slug.md", "markdown")
      .all("/vendors/:slug", "page")
      .all("/trends/:dimension/:key", "key")
      .all("/trends", "trends");
    expect(await params.find("/vendors/acme-audit")).toMatchObject({
      route: "page",
      params: { slug: "acme-audit" },
    });
    expect(await params.find("/vendors/acme-audit.md")).toMatchObject({
      route: "markdown",
      params: { slug: "acme-audit" },
    });
    expect(await params.find("/trends/combinations/iso-27001%2Bde/")).toMatchObject({
      template: "/trends/:dimension/:key",
      params: { dimension: "combinations", key: "iso-27001%2Bde" },
    });
    expect(await params.find("/trends/")).toMatchObject({ route: "trends", params: {} });
    expect(await params.find("/vendors/a/b")).toBeUndefined();
  });

  it("looks a fixed path that an earlier pattern shadows up in that pattern's order", async () => {
    const table = routeTable<string>().all("/vendors/*", "pattern").all("/vendors/x", "fixed");
    expect((await table.find("/vendors/x"))?.route).toBe("pattern");
  });
});
