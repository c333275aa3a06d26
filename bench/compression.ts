import autocannon from "autocannon";
import { startServer } from "./server-process.ts";

/**
 * Issue 31's compression measurement: bytes on the wire and req/s of the tools dump and of a
 * search, plain, br and gzip, against `grc-directory serve` from the built packages (run
 * `pnpm build` first) on the bundled sample, 10 s each at 10 connections. Run with
 * `pnpm bench:compression`; it prints a Markdown table for BENCHMARKS.md.
 */
const TARGETS = {
  "tools dump": "/api/tools.json",
  search: "/api/v1/search?framework=iso-27001&limit=50",
} as const;
const ENCODINGS = ["identity", "br", "gzip"] as const;

const server = await startServer(
  "grc-directory serve",
  ["packages/adapter-node/dist/cli.js", "serve"],
  {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    CATALOG_RATE_LIMIT: "1000000",
  },
);
const rows: string[] = [];
try {
  for (const [name, path] of Object.entries(TARGETS)) {
    for (const encoding of ENCODINGS) {
      const headers = { "accept-encoding": encoding };
      const probe = await fetch(server.url + path, { headers });
      const bytes = (await probe.arrayBuffer()).byteLength;
      // fetch decodes: the wire size is the declared length of the compressed answer.
      const wire = Number(probe.headers.get("content-length") ?? bytes);
      // Warm the compressed copy, then measure.
      await autocannon({ url: server.url + path, headers, connections: 10, duration: 2 });
      const result = await autocannon({
        url: server.url + path,
        headers,
        connections: 10,
        duration: 10,
      });
      rows.push(
        `| ${name} | ${encoding} | ${wire.toLocaleString("en")} | ${Math.round(result.requests.average).toLocaleString("en")} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
      );
    }
  }
} finally {
  await server.stop();
}
console.log("| Answer | Accept-Encoding | Bytes sent | Req/s | p99 ms | Errors |");
console.log("| --- | --- | ---: | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
