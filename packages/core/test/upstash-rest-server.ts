import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Redis from "ioredis";

type Reply = null | number | Buffer | Reply[] | string;

/**
 * A local server speaking Upstash's REST protocol (`POST /` one command, `/pipeline`,
 * `/multi-exec`, bearer auth, `Upstash-Encoding: base64`) in front of a real Redis, so the
 * real `@upstash/redis` client runs in tests.
 */
export async function startUpstashRestServer(redisPort: number, token = "test-token") {
  const redis = new Redis({
    port: redisPort,
    host: "127.0.0.1",
    lazyConnect: false,
    maxRetriesPerRequest: 1,
  });
  // While Redis is down (outage tests), each request answers with the error; no need to log.
  redis.on("error", () => {});

  /** Upstash's SHA of a script sent with its `allow-key-locking` flag -> the SHA Redis knows. */
  const scriptShas = new Map<string, string>();
  const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");
  const UPSTASH_FLAG = /^#!lua flags=allow-key-locking\r?\n/;

  /**
   * Upper-cases the command name: ioredis would reshape replies of lower-case names such as
   * `hgetall`, which Upstash answers as flat arrays. Upstash accepts the script flag
   * `allow-key-locking` (`@upstash/ratelimit` sends it) that Redis refuses: it is taken off
   * such a script, and its SHA mapped to the one Redis knows, as Upstash would answer.
   */
  function rewrite(command: (string | number)[]): (string | number)[] {
    const [name, ...args] = command;
    const upper = String(name).toUpperCase();
    const [first, ...rest] = args;
    if (upper === "EVAL" && UPSTASH_FLAG.test(String(first))) {
      const stripped = String(first).replace(UPSTASH_FLAG, "");
      scriptShas.set(sha1(String(first)), sha1(stripped));
      return [upper, stripped, ...rest];
    }
    if (upper === "EVALSHA" && scriptShas.has(String(first).toLowerCase())) {
      return [upper, scriptShas.get(String(first).toLowerCase()) as string, ...rest];
    }
    return [upper, ...args];
  }

  function encode(reply: Reply, base64: boolean): unknown {
    if (Buffer.isBuffer(reply)) return base64 ? reply.toString("base64") : reply.toString("utf8");
    if (Array.isArray(reply)) return reply.map((item) => encode(item, base64));
    return reply;
  }

  async function run(command: (string | number)[]): Promise<Reply> {
    const [name, ...args] = rewrite(command);
    return (await redis.callBuffer(String(name), ...args.map(String))) as Reply;
  }

  const read = (request: IncomingMessage) =>
    new Promise<unknown>((resolve, reject) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error);
        }
      });
    });

  let requests = 0;
  let commands = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests++;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(401, { error: "Unauthorized" });
    const base64 = request.headers["upstash-encoding"] === "base64";
    const body = (await read(request)) as (string | number)[] | (string | number)[][];
    const path = (request.url ?? "/").split("?")[0];
    if (path === "/pipeline" || path === "/multi-exec") {
      commands += (body as unknown[]).length;
      const batch = path === "/multi-exec" ? redis.multi() : redis.pipeline();
      for (const command of body as (string | number)[][]) {
        const [name, ...args] = rewrite(command);
        batch.callBuffer(String(name), ...args.map(String));
      }
      const replies = (await batch.exec()) ?? [];
      return send(
        200,
        replies.map(([error, reply]) =>
          error ? { error: error.message } : { result: encode(reply as Reply, base64) },
        ),
      );
    }
    commands++;
    try {
      return send(200, { result: encode(await run(body as (string | number)[]), base64) });
    } catch (error) {
      return send(400, { error: (error as Error).message });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    /** HTTP requests served so far: the clients' round trips. */
    requests: () => requests,
    /** Redis commands received so far, each entry of a pipeline or transaction counted. */
    commands: () => commands,
    /** Empties Redis between tests. */
    flush: () => redis.flushall(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis.disconnect();
    },
  };
}
