import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Redis from "ioredis";

type Reply = null | number | Buffer | Reply[] | string;

/** What `read` gives for a body over the request limit. */
const TOO_LARGE = Symbol("too large");

/**
 * The limits Upstash enforces on its Free and Pay-as-you-go plans: a request's body, a record
 * (a string, list, set, hash or sorted set under one key) and a key.
 */
export interface UpstashLimits {
  /** "ERR max request size exceeded": 10 MB. */
  maxRequestBytes: number;
  /** "ERR max single record size exceeded": 100 MB. */
  maxRecordBytes: number;
  /** "ERR max key size exceeded": 32 KB. */
  maxKeyBytes: number;
}

export const UPSTASH_LIMITS: UpstashLimits = {
  maxRequestBytes: 10_000_000,
  maxRecordBytes: 100_000_000,
  maxKeyBytes: 32_000,
};

/** Commands that write to the key they name first, with the bytes they add after it. */
const WRITES = new Set([
  "SET",
  "APPEND",
  "SETRANGE",
  "RPUSH",
  "LPUSH",
  "SADD",
  "HSET",
  "ZADD",
  "XADD",
]);

/**
 * A local server speaking Upstash's REST protocol (`POST /` one command, `/pipeline`,
 * `/multi-exec`, bearer auth, `Upstash-Encoding: base64`) in front of a real Redis, so the
 * real `@upstash/redis` client runs in tests. It refuses what Upstash refuses (`limits`, by
 * default Upstash's own): a body over the request limit, a key over the key limit, and a write
 * that would leave a record over the record limit, each with Upstash's error.
 */
export async function startUpstashRestServer(
  redisPort: number,
  token = "test-token",
  limits: UpstashLimits = UPSTASH_LIMITS,
) {
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

  /** Upstash's error for a command it would refuse, or undefined. */
  async function refusal(command: (string | number)[]): Promise<string | undefined> {
    const [name, key, ...rest] = command.map(String);
    if (key !== undefined && Buffer.byteLength(key) > limits.maxKeyBytes) {
      return `ERR max key size exceeded. Limit: ${limits.maxKeyBytes} bytes, Actual: ${Buffer.byteLength(key)} bytes`;
    }
    if (key === undefined || !WRITES.has(String(name).toUpperCase())) return undefined;
    const added = rest.reduce((sum, arg) => sum + Buffer.byteLength(arg), 0);
    // SET replaces the record; the others add to what is there.
    const kept =
      String(name).toUpperCase() === "SET"
        ? 0
        : Number((await redis.call("MEMORY", "USAGE", key)) ?? 0);
    return kept + added > limits.maxRecordBytes ? "ERR max single record size exceeded" : undefined;
  }

  async function run(command: (string | number)[]): Promise<Reply> {
    const refused = await refusal(command);
    if (refused) throw new Error(refused);
    const [name, ...args] = rewrite(command);
    return (await redis.callBuffer(String(name), ...args.map(String))) as Reply;
  }

  /** The request's JSON, or `tooLarge` past the request limit (the rest is read and dropped). */
  const read = (request: IncomingMessage) =>
    new Promise<unknown>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      request.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= limits.maxRequestBytes) chunks.push(chunk);
      });
      request.on("end", () => {
        if (bytes > limits.maxRequestBytes) return resolve(TOO_LARGE);
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
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
    const read_ = await read(request);
    if (read_ === TOO_LARGE) return send(400, { error: "ERR max request size exceeded" });
    const body = read_ as (string | number)[] | (string | number)[][];
    const path = (request.url ?? "/").split("?")[0];
    if (path === "/pipeline" || path === "/multi-exec") {
      commands += (body as unknown[]).length;
      for (const command of body as (string | number)[][]) {
        const refused = await refusal(command);
        if (refused) return send(400, { error: refused });
      }
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
