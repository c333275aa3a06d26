/**
 * The baseline for the HTTP figures: plain `node:http` answering every request with fixed
 * bytes (the adapter's own answer, fetched once), so the ratio isolates the adapter's cost.
 * Run as its own process: `node bench/bare-server.ts` with BARE_BODY_FILE and
 * BARE_CONTENT_TYPE set; it prints the same "listening on http://…" line as the CLI.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const bodyFile = process.env.BARE_BODY_FILE;
const contentType = process.env.BARE_CONTENT_TYPE;
if (!bodyFile || !contentType) {
  process.stderr.write("bare-server: BARE_BODY_FILE and BARE_CONTENT_TYPE are required\n");
  process.exit(1);
}

const body = readFileSync(bodyFile);
const headers = { "content-type": contentType, "content-length": String(body.byteLength) };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`bare server listening on http://127.0.0.1:${port}\n`);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
