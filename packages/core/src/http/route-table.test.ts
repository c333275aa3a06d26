import fc from "fast-check";
import { type IRequest, IttyRouter } from "itty-router";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "./endpoint.ts";
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
  "*",
];

const tagged =
  (index: number): Endpoint =>
  async () =>
    new Response(String(index));

async function routed(
  fetch: (request: Request, url: URL) => Promise<Response | undefined>,
  path: string,
) {
  const url = new URL(`http://directory.example${path}`);
  const response = await fetch(new Request(url), url);
  return response ? Number(await response.text()) : undefined;
}

describe("routeTable", () => {
  const table = routeTable();
  const itty = IttyRouter<IRequest, [Request, URL]>();
  ROUTES.forEach((path, index) => {
    table.all(path, tagged(index));
    itty.all(path, () => tagged(index)(...([] as unknown as Parameters<Endpoint>)));
  });
  const reference = (request: Request, url: URL) =>
    itty.fetch(
      { method: request.method, url: `http://route${url.pathname}` } as IRequest,
      request,
      url,
    );
  // Each answer also names the route that gave it: the path that route was added as.
  const viaTable = async (request: Request, url: URL) => {
    const answer = await table.fetch(request, url, {}, {});
    if (answer) expect(answer.route).toBe(ROUTES[Number(await answer.response.clone().text())]);
    return answer?.response;
  };

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
});
