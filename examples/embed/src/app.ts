import {
  type ApiOptions,
  type CatalogDocument,
  createApi,
  loadCatalog,
  type StoredVendor,
  sampleCatalog,
} from "@grc-directory/core";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { html } from "hono/html";

/** Where this app mounts the directory. `createApi({ basePath })` must be the same path. */
export const DIRECTORY_PATH = "/directory";

/** Options of the directory API; `basePath` is set from `DIRECTORY_PATH`. */
export type DirectoryOptions = Omit<ApiOptions, "basePath" | "catalog"> & {
  /** The catalog document; default the bundled sample. */
  catalog?: CatalogDocument;
};

const layout = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title} · Example Co.</title></head>
<body>
<nav><a href="/">Home</a> · <a href="/about">About</a> · <a href="${DIRECTORY_PATH}/">GRC directory</a></nav>
<main>${body}</main>
</body>
</html>`;

/**
 * An existing Hono app with its own pages, and the GRC Directory API mounted under
 * `/directory` on the same server.
 */
export function createApp(options: DirectoryOptions = {}) {
  const api = createApi({ ...options, basePath: DIRECTORY_PATH });
  const app = new Hono();

  // The host app's own routes.
  app.get("/", (c) =>
    c.html(
      layout(
        "Home",
        html`<h1>Example Co.</h1>
<p>Looking for an ISO 27001 or SOC 2 partner? Browse the <a href="${DIRECTORY_PATH}/">GRC directory</a>.</p>`,
      ),
    ),
  );
  app.get("/about", (c) =>
    c.html(layout("About", html`<h1>About</h1><p>This app mounts a GRC directory.</p>`)),
  );

  // The directory: every method, the prefix itself and everything below it, passed on
  // unchanged (full URL, prefix included) with the client's address for the rate limits.
  const directory = (c: Context) =>
    api.fetch(c.req.raw, { clientAddress: getConnInfo(c).remote.address });

  // Vendor details pages. A catalog `detailsPage` that is a site path (`/vendors/x`, the
  // default) is a page of the directory's site, so the API answers it as an absolute URL
  // under the prefix (`http://host/directory/vendors/x`). The API serves a page there of
  // its own; a host that wants its own vendor pages registers them before the mount, as
  // here, so that they win (unknown slugs still reach the directory).
  const { catalog } = options.catalog ? loadCatalog(options.catalog) : sampleCatalog();
  const vendorsByPage = new Map<string, StoredVendor>();
  for (const vendor of catalog.vendors) {
    const page = vendor.detailsPage ?? `/vendors/${vendor.slug}`;
    if (page.startsWith("/")) vendorsByPage.set(`${DIRECTORY_PATH}${page}`, vendor);
  }
  app.get(`${DIRECTORY_PATH}/vendors/:slug`, (c) => {
    const vendor = vendorsByPage.get(c.req.path);
    if (!vendor) return directory(c); // the directory's own 404 page
    // Public fields only: a catalog may hold private ones (email, internalNotes).
    return c.html(
      layout(
        vendor.name,
        html`<h1>${vendor.name}</h1>
<p>${vendor.briefSummary}</p>
<p>${vendor.description}</p>
<p><a href="${vendor.url}" rel="noopener">${vendor.url}</a></p>
<p><a href="${DIRECTORY_PATH}/">Back to the directory</a></p>`,
      ),
    );
  });

  app.all(DIRECTORY_PATH, directory);
  app.all(`${DIRECTORY_PATH}/*`, directory);

  return { app, api };
}
