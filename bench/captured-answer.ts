/**
 * One answer of the project server, captured once and replayed by the reference servers
 * (`bare-server.ts`, `fixed-response-server.ts`): its status, every header the project sent
 * (as captured: one request id, one RateLimit count) and the body's bytes, so that they send
 * the very bytes the project answered. Handed to those child processes as two files in a
 * directory named by BARE_ANSWER_DIR.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface CapturedAnswer {
  status: number;
  /** Every header the project sent, lower-cased, but those Node writes itself (`NODE_WRITES`). */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  /** An event stream sent without a length (chunked), as it came; false for anything else. */
  streamed: boolean;
}

/** A request as autocannon sends it and `fetch` can repeat it. */
export interface BenchRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Headers Node's server writes on its own for any answer (the date, the connection's, the
 * length or chunking of the body): the reference servers get them from Node as the project
 * does, so they are not replayed.
 */
const NODE_WRITES = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
]);

/** Sends `request` once and keeps what a reference server has to repeat. */
export async function captureAnswer(
  origin: string,
  request: BenchRequest,
): Promise<CapturedAnswer> {
  const response = await fetch(origin + request.path, {
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!NODE_WRITES.has(name)) headers[name] = value;
  }
  return {
    status: response.status,
    headers,
    body: new Uint8Array(await response.arrayBuffer()),
    streamed: isEventStream({ headers }) && response.headers.get("content-length") === null,
  };
}

/** Whether an answer is an event stream (`text/event-stream`), however it was framed. */
export function isEventStream(answer: Pick<CapturedAnswer, "headers">): boolean {
  return answer.headers["content-type"]?.startsWith("text/event-stream") ?? false;
}

/** Same status, same headers, same bytes. */
export function sameAnswer(a: CapturedAnswer, b: CapturedAnswer): boolean {
  return (
    a.status === b.status &&
    a.streamed === b.streamed &&
    JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
    Buffer.compare(a.body, b.body) === 0
  );
}

/** Writes the answer into `dir` for a reference server (BARE_ANSWER_DIR). */
export function writeAnswer(dir: string, answer: CapturedAnswer): void {
  const { status, headers, streamed } = answer;
  writeFileSync(join(dir, "answer.json"), JSON.stringify({ status, headers, streamed }));
  writeFileSync(join(dir, "body"), answer.body);
}

/** The answer a reference server replays, from BARE_ANSWER_DIR; exits when it is not set. */
export function readAnswerFromEnv(server: string): CapturedAnswer {
  const dir = process.env.BARE_ANSWER_DIR;
  if (!dir) {
    process.stderr.write(`${server}: BARE_ANSWER_DIR is required\n`);
    process.exit(1);
  }
  const { status, headers, streamed } = JSON.parse(
    readFileSync(join(dir, "answer.json"), "utf8"),
  ) as { status: number; headers: Record<string, string>; streamed: boolean };
  return { status, headers, body: new Uint8Array(readFileSync(join(dir, "body"))), streamed };
}

/**
 * The stream's events, each with its blank-line terminator, so that joined they are the body
 * again: a reference server writes them one by one as the project does.
 */
export function eventChunks(body: Uint8Array): Uint8Array[] {
  const text = Buffer.from(body).toString("utf8");
  const events = text.split(/(?<=\n\n)/);
  return events.map((event) => new TextEncoder().encode(event));
}
