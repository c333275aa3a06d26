/**
 * The plain peer: what a user would otherwise write with Hono. It loads the bundled sample
 * catalog at start and answers each request the straightforward way: search filters the
 * vendors carrying every requested tag, sorts them by name and `JSON.stringify`s the page;
 * the tools dump stringifies every public vendor with its absolute `detailsPage`; unknown
 * `/api/*` paths get the project's JSON 404. No index, no cached body, no ETag. Run as its own
 * process; it prints the same "listening on http://…" line as the CLI.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import {
  loadCatalog,
  type PublicVendor,
  type StoredVendor,
  sampleCatalogDocument,
} from "../../packages/core/src/index.ts";

const { catalog } = loadCatalog(sampleCatalogDocument);
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });
// The dump lists the catalog in name order; the catalog does not change while serving.
const inNameOrder = [...catalog.vendors].sort((a, b) => byName.compare(a.name, b.name));

function publicVendor(vendor: StoredVendor, origin: string): PublicVendor {
  const { slug, email, internalNotes, detailsPage, ...fields } = vendor;
  return { ...fields, detailsPage: new URL(detailsPage ?? `/vendors/${slug}`, origin).href };
}

const app = new Hono();

app.get("/api/v1/search", (c) => {
  const frameworks = c.req.queries("framework") ?? [];
  const regions = c.req.queries("region") ?? [];
  const serviceTypes = c.req.queries("service_type") ?? [];
  const limit = Number(c.req.query("limit") ?? 25);
  const origin = new URL(c.req.url).origin;
  const results = catalog.vendors
    .filter(
      (vendor) =>
        frameworks.every((tag) => vendor.complianceFrameworkExpertise.includes(tag)) &&
        regions.every((tag) => vendor.regionCovered.includes(tag)) &&
        serviceTypes.every((tag) => vendor.serviceType.includes(tag)),
    )
    .sort((a, b) => byName.compare(a.name, b.name))
    .slice(0, limit)
    .map((vendor) => ({
      ...publicVendor(vendor, origin),
      matched: { serviceTypes, frameworks, regions },
    }));
  return c.json({
    ok: true,
    schemaVersion: "1.0",
    normalized: { frameworks, regions, serviceTypes, regionMeaning: "service_coverage" },
    warnings: [],
    unparsedQueryTerms: [],
    catalog: { source: "static", fallback: false },
    ranking: { method: "name_asc", rawVendorCountsExposed: false },
    count: results.length,
    results,
  });
});

app.get("/api/tools.json", (c) => {
  const origin = new URL(c.req.url).origin;
  return c.json({
    directory: catalog.directory,
    lastUpdated: catalog.lastUpdated,
    count: inNameOrder.length,
    services: inNameOrder.map((vendor) => publicVendor(vendor, origin)),
  });
});

app.all("/api/*", (c) =>
  c.json(
    {
      ok: false,
      error: {
        code: "NOT_FOUND",
        message: `No endpoint at ${c.req.path}.`,
        hint: "The endpoints are described in /openapi.json (OpenAPI 3.1) and summarized in /llms.txt. Start with /api/v1/search?framework=iso-27001.",
      },
    },
    404,
  ),
);

const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, ({ port }) => {
  process.stdout.write(`Hono peer listening on http://127.0.0.1:${port}\n`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
