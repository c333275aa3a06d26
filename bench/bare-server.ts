/**
 * The baseline for the HTTP figures: plain `node:http` answering every request with the
 * project's own answer, captured once (`captured-answer.ts`): the same status, headers and
 * body bytes (the very bytes the project answered), so the ratio isolates the project's cost. An event stream the project
 * streamed (chunked) is written event by event, as the project streams it; anything it sent
 * whole (an Ask AI answer made at once included) in one `end` with its length, unless
 * BARE_FRAMING=events: then an event stream is always written event by event (issue 15's
 * "bare server streaming the same events"). Run as its own process:
 * `node bench/bare-server.ts` with BARE_ANSWER_DIR set; it prints the same
 * "listening on http://…" line as the CLI.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eventChunks, isEventStream, readAnswerFromEnv } from "./captured-answer.ts";

const answer = readAnswerFromEnv("bare-server");
// An event stream the project streamed is streamed again (and any event stream, with
// BARE_FRAMING=events); anything else sent whole, whole.
const streams = answer.streamed || (isEventStream(answer) && process.env.BARE_FRAMING === "events");
const events = streams ? eventChunks(answer.body) : undefined;
// A 304 (or 204) has no body, and the project sends it no length either.
const bodiless = answer.status === 304 || answer.status === 204;
const headers =
  events || bodiless
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
