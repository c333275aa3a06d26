/**
 * The reference for the HTTP rows: plain `node:http` answering every request with the
 * project's own answer, captured once (`captured-answer.ts`): the same status, headers and
 * body bytes, so the ratio isolates the project's cost. An event stream is written event by
 * event (issue 15's "bare server streaming the same events"); anything else in one `end`
 * with its length. Run as its own process, `node bench/bare-server.ts` with BARE_ANSWER_DIR
 * set; it prints the same "listening on http://…" line as the CLI.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readAnswer } from "./captured-answer.ts";

const dir = process.env.BARE_ANSWER_DIR;
if (!dir) throw new Error("bare-server: BARE_ANSWER_DIR is required");
const answer = readAnswer(dir);
const events = answer.headers["content-type"]?.startsWith("text/event-stream")
  ? // Each event with its blank-line terminator, so that joined they are the body again.
    Buffer.from(answer.body)
      .toString("utf8")
      .split(/(?<=\n\n)/)
      .map((event) => Buffer.from(event))
  : undefined;
// A 304 has no body, and the project sends it no length either.
const headers =
  events || answer.status === 304
    ? answer.headers
    : { ...answer.headers, "content-length": String(answer.body.byteLength) };

const server = createServer((_request, response) => {
  response.writeHead(answer.status, headers);
  if (!events) {
    response.end(answer.body);
    return;
  }
  for (const event of events) response.write(event);
  response.end();
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
