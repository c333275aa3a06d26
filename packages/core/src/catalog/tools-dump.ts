import { strongEtag } from "../http/etag.ts";
import type { SpliceTemplate } from "../http/spliced-body.ts";
import type { Catalog } from "./catalog-document.ts";
import type { CatalogView } from "./catalog-view.ts";
import type { ToolsDump } from "./response-schemas.ts";
import type { PublicVendor } from "./vendor-schema.ts";

/**
 * The tools dump of one catalog version, serialized once whatever the origin: every
 * site-path `detailsPage` (`/vendors/x`) is written without the directory's root, and the
 * offsets say where a request's root goes. Absolute `detailsPage` URLs are written as they are.
 */
export interface ToolsDumpTemplate extends SpliceTemplate {
  /** The template's own strong ETag; a representation's is derived from it and the root. */
  etag: string;
  /** ETags by root, few and short, so a repeated request hashes nothing. */
  etags: Map<string, Promise<string>>;
}

/** Roots whose ETag is remembered; a longer or further one is recomputed (a few µs). */
const MEMO_ROOTS = 32;
const MEMO_ROOT_LENGTH = 256;

// Inside JSON.stringify output a `"` of string content is escaped, so this raw sequence is
// only ever the key, followed by the opening quote of its string value.
const DETAILS_KEY = '"detailsPage":"';

const encoder = new TextEncoder();
const templates = new WeakMap<CatalogView, Promise<ToolsDumpTemplate>>();

/** The dump template of a catalog version, built on first use and kept with its view. */
export function toolsDumpTemplate(catalog: Catalog, view: CatalogView): Promise<ToolsDumpTemplate> {
  let template = templates.get(view);
  if (!template) {
    const { bytes, offsets } = serializeDump(catalog, view.publicVendors);
    template = strongEtag(bytes).then((etag) => ({ bytes, offsets, etag, etags: new Map() }));
    templates.set(view, template);
  }
  return template;
}

/**
 * The root as it is written inside a JSON string. JSON.stringify escapes character by
 * character, and a lone surrogate is judged by its neighbours, which here is the "/" that
 * starts every site path: so escaped(root) + escaped(path) is escaped(root + path) for
 * every root, and the spliced body is byte for byte the dump serialized for that root.
 * Roots are URL-safe in practice; a Host the URL parser lets through with a `"` in it is
 * escaped, not a reason to build the dump again.
 */
export function rootBytes(root: string): Uint8Array {
  return encoder.encode(JSON.stringify(root).slice(1, -1));
}

/**
 * A strong ETag per representation, without hashing the body: the template's ETag with the
 * root. Remembered for a few short roots; clients choose the Host, so the memo is bounded.
 */
export function representationEtag(template: ToolsDumpTemplate, root: string): Promise<string> {
  const known = template.etags.get(root);
  if (known) return known;
  const etag = strongEtag(encoder.encode(`${template.etag}\n${root}`));
  if (root.length <= MEMO_ROOT_LENGTH) {
    if (template.etags.size >= MEMO_ROOTS) {
      template.etags.delete(template.etags.keys().next().value as string);
    }
    template.etags.set(root, etag);
  }
  return etag;
}

/** Vendors serialized ahead to size the dump's buffer. */
const SIZE_SAMPLE = 200;

/**
 * JSON.stringify of the dump for root "", written vendor by vendor straight into one buffer,
 * so that the whole dump never exists as a string, and the byte offsets of the site paths.
 */
function serializeDump(catalog: Catalog, vendors: readonly PublicVendor[]): SpliceTemplate {
  const head: ToolsDump = {
    directory: catalog.directory,
    lastUpdated: catalog.lastUpdated,
    count: vendors.length,
    services: [],
  };
  // `services` comes last, so the dump is this text up to its "[" and the vendors after it.
  const headText = JSON.stringify(head);
  // Sized from the first vendors' JSON, plus a little: at 100k vendors, a buffer sized
  // far above the dump (then copied to size) held twice its bytes at the peak.
  const sample = vendors.slice(0, SIZE_SAMPLE).map((vendor) => JSON.stringify(vendor).length + 1);
  const perVendor = sample.length ? sample.reduce((a, b) => a + b, 0) / sample.length : 0;
  const sink = byteSink(headText.length + Math.ceil(vendors.length * perVendor * 1.05));
  const offsets: number[] = [];
  sink.write(headText.slice(0, -2));
  vendors.forEach((vendor, i) => {
    const json = JSON.stringify(vendor);
    if (i > 0) sink.write(",");
    if (vendor.detailsPage.startsWith("/")) {
      // A public vendor has one `detailsPage` key, its last: found without reading the rest.
      const key = json.lastIndexOf(DETAILS_KEY);
      if (key < 0) throw new Error("tools dump: no detailsPage");
      const at = key + DETAILS_KEY.length;
      sink.write(json.slice(0, at));
      offsets.push(sink.length());
      sink.write(json.slice(at));
    } else {
      sink.write(json);
    }
  });
  sink.write("]}");
  return { bytes: sink.bytes(), offsets };
}

/**
 * UTF-8 written into one growing buffer. At the end it is trimmed to size by a copy, unless
 * the unused tail is under a tenth of it: then the bytes are a view, and no second copy of
 * a large dump is made.
 */
function byteSink(initialBytes: number) {
  let buffer = new Uint8Array(Math.max(initialBytes, 1024));
  let length = 0;
  return {
    write(text: string): void {
      let rest = text;
      for (;;) {
        const { read, written } = encoder.encodeInto(rest, buffer.subarray(length));
        length += written;
        if (read === rest.length) return;
        rest = rest.slice(read);
        const grown = new Uint8Array(
          Math.ceil(Math.max(buffer.length * 1.5, length + rest.length * 3)),
        );
        grown.set(buffer.subarray(0, length));
        buffer = grown;
      }
    },
    length: () => length,
    bytes: () =>
      length >= buffer.length * 0.9 ? buffer.subarray(0, length) : buffer.slice(0, length),
  };
}
