/**
 * A reference point between the bare server and the real adapter: the Node adapter's own
 * `serve()` (the @hono/node-server bridge, socket address, access-log hook) in front of a
 * fixed-response API that answers every request with the captured answer and no other work.
 * Comparing the three rows splits the adapter's cost into the Request/Response bridge and
 * core's work. Run as its own process with BARE_ANSWER_DIR set, like bare-server.ts.
 */
// The adapter source (tsx) over the built core: the same code path the CLI runs.
import { serve } from "../packages/adapter-node/src/server.ts";
import { readAnswerFromEnv } from "./captured-answer.ts";

const { status, headers, body } = readAnswerFromEnv("fixed-response-server");
// serve() only ever calls ready and fetch; the rest of the Api interface is out of the picture here.
const fixedResponseApi = {
  // Response is looked up per call: serve() swaps in the bridge's lightweight Response,
  // which is what core's handlers get in the real server too.
  fetch: async () => new Response(body, { status, headers }),
  ready: async () => {},
} as unknown as Parameters<typeof serve>[0];
const running = await serve(fixedResponseApi, { port: 0, host: "127.0.0.1" });
process.stdout.write(`fixed-response API server listening on ${running.url}\n`);

const stop = () => {
  running.close(1_000).then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
