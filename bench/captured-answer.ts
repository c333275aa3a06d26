/**
 * One answer of the project server, captured once and replayed by the bare server
 * (`bare-server.ts`): its status, every header the project sent (as captured: one request
 * id, one RateLimit count) and the body's bytes, so that it sends the very bytes the project
 * answered. Handed to that child process as two files in the directory BARE_ANSWER_DIR names.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface CapturedAnswer {
  status: number;
  /** Every header the project sent, lower-cased, but those Node writes itself (`NODE_WRITES`). */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
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
 * length or chunking of the body): the bare server gets them from Node as the project does,
 * so they are not replayed.
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
    // As autocannon asks, which sends no Accept-Encoding: fetch would otherwise ask for gzip,
    // get it from the compressing server, and hand back the decoded bytes under its
    // Content-Encoding, which the bare server would then replay as if they were compressed.
    headers: { "accept-encoding": "identity", ...request.headers },
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
  };
}

/** Same status, same headers, same bytes. */
export function sameAnswer(a: CapturedAnswer, b: CapturedAnswer): boolean {
  return (
    a.status === b.status &&
    JSON.stringify(a.headers) === JSON.stringify(b.headers) &&
    Buffer.compare(a.body, b.body) === 0
  );
}

/** Writes the answer into `dir` for the bare server (BARE_ANSWER_DIR). */
export function writeAnswer(dir: string, answer: CapturedAnswer): void {
  writeFileSync(join(dir, "answer.json"), JSON.stringify({ ...answer, body: undefined }));
  writeFileSync(join(dir, "body"), answer.body);
}

/** The answer written by `writeAnswer` into `dir`. */
export function readAnswer(dir: string): CapturedAnswer {
  const { status, headers } = JSON.parse(readFileSync(join(dir, "answer.json"), "utf8")) as {
    status: number;
    headers: Record<string, string>;
  };
  return { status, headers, body: new Uint8Array(readFileSync(join(dir, "body"))) };
}
