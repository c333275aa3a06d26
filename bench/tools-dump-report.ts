import type { ToolsDumpResult } from "./tools-dump-latency.ts";

/** The heading of the tools dump section. */
export const TOOLS_DUMP_HEADING = "## In-process tools dump (`GET /api/tools.json`)";

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ms = (value: number) => `${value >= 100 ? integer.format(value) : value.toFixed(1)} ms`;
const mib = (value: number) => `${(value / 1024 / 1024).toFixed(value >= 1024 * 1024 ? 1 : 3)} MiB`;

/** The BENCHMARKS.md section: first and repeated requests, memory held, the former rebuild. */
export function toolsDumpSection(results: ToolsDumpResult[]): string {
  const rows = results.map((r) =>
    [
      r.label,
      mib(r.bodyBytes),
      ms(r.firstMs),
      ms(r.repeatMs),
      ms(r.newOriginMs),
      `${r.revalidateUs.toFixed(1)} µs`,
      mib(r.heldMidBodyBytes),
      mib(r.templateBytes),
      mib(r.retainedAfterOriginsBytes),
      ms(r.rebuildMs),
    ].join(" | "),
  );
  const origins = results[0]?.origins ?? 0;
  return [
    TOOLS_DUMP_HEADING,
    "",
    "| Catalog | Body | First request (template) | Repeat, body read | New origin, body read | 304 | Held mid-body | Template (once) | Retained after " +
      `${origins} origins | Former per-origin rebuild |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row} |`),
    "",
    "The dump is serialized once per catalog version with the root left out of every site-path " +
      "`detailsPage` (the template), and each request splices its root in while streaming 64 KiB " +
      "chunks. *First request*: the first `api.fetch` after the catalog view exists, until its " +
      "headers (serialization and SHA-256 of the template). *Repeat* and *new origin*: median of " +
      `7 requests with the whole body read; a new origin costs one more small SHA-256 (its ETag). ` +
      "*Held mid-body*: heap + external bytes one request holds halfway through its body, after a " +
      `full GC. *Retained after ${origins} origins*: the same after requests naming ${origins} made-up ` +
      "hosts (first chunk read each): no copy is kept per origin. *Former per-origin rebuild*: " +
      "what each uncached origin cost before (JSON.stringify, UTF-8 and SHA-256 of the whole dump, " +
      "median of 3), allocating about the body's size twice over. `pnpm bench:dump` runs this section alone.",
  ].join("\n");
}
