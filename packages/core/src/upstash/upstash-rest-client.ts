import { toHex } from "../crypto/hex.ts";
import type { RedisCommands, RedisScript } from "./redis-commands.ts";

/** Options of `upstashRestClient`: the database's REST URL and token, and retries. */
export interface UpstashRestClientOptions {
  /** `UPSTASH_REDIS_REST_URL`. */
  url: string;
  /** `UPSTASH_REDIS_REST_TOKEN`. */
  token: string;
  /** Tries again after a network failure (never after an answer); default 1 retry. */
  retries?: number;
  /** Milliseconds to wait before retry `n` (from 0); default 50. */
  backoff?: (retry: number) => number;
}

type Command = (string | number)[];

/**
 * A `PING` sent less than this long ago, answered or not, answers for later ones: the ports
 * sharing a client all ping at once for one `/readyz`, and probes come from several places.
 */
const PING_SHARED_MS = 1000;

interface Reply {
  result?: unknown;
  error?: string;
}

/** What Redis or the REST server answered with an error, such as `NOSCRIPT`. */
export class UpstashError extends Error {
  override name = "UpstashError";
}

/**
 * Reads a reply as `@upstash/redis` does, so both clients give the ports the same values:
 * text holding JSON becomes its value, except a number that would not print back as the
 * same text (a long id stays a string).
 */
function parseReply(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(parseReply);
  if (typeof value !== "string") return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "number" && String(parsed) !== value ? value : parsed;
  } catch {
    return value;
  }
}

/** Values are sent as text; anything else (a catalog document) as its JSON. */
const serialize = (value: unknown): string | number =>
  typeof value === "string" || typeof value === "number" ? value : JSON.stringify(value);

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/** Whether `url` can be the REST API's address (the database's `redis://` one cannot). */
export function isRestUrl(url: string): boolean {
  return /^https?:\/\/[^\s/?#]/i.test(url);
}

/**
 * A client for Upstash's Redis REST API (one command per `POST`) with only the commands
 * the Upstash ports call. `@upstash/redis` answers the same
 * interface, but its client class carries every Redis command (about 18 KiB gzip of a
 * Worker script); this one is under 1 KiB. Like `@upstash/redis`, it passes on the
 * `upstash-sync-token` so that reads after its own writes see them on read replicas.
 */
export function upstashRestClient(options: UpstashRestClientOptions): RedisCommands {
  if (!isRestUrl(options.url)) {
    throw new TypeError("The Upstash REST URL must be an http(s) URL, not a redis:// address");
  }
  const base = options.url.replace(/\/$/, "");
  const retries = options.retries ?? 1;
  const backoff = options.backoff ?? (() => 50);
  let syncToken = "";
  let lastPing: { at: number; reply: Promise<unknown> } | undefined;

  async function send(command: Command, signal?: AbortSignal): Promise<Reply> {
    let response: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await fetch(base, {
          method: "POST",
          headers: {
            authorization: `Bearer ${options.token}`,
            "content-type": "application/json",
            "upstash-sync-token": syncToken,
          },
          body: JSON.stringify(command),
          ...(signal && { signal }),
        });
        break;
      } catch (error) {
        if (attempt >= retries || signal?.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
      }
    }
    syncToken = response.headers.get("upstash-sync-token") ?? syncToken;
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstashError(
        `Upstash answered ${response.status}, not JSON: ${text.slice(0, 200)}`,
      );
    }
  }

  function check(reply: Reply): unknown {
    if (reply.error !== undefined) throw new UpstashError(reply.error);
    if (reply.result === undefined) throw new UpstashError("Upstash answered no result");
    return reply.result;
  }

  const run = async (command: Command, signal?: AbortSignal) =>
    parseReply(check(await send(command.map(serialize), signal)));

  return {
    get: (key, { signal } = {}) => run(["GET", key], signal) as Promise<never>,
    set: (key, value) => run(["SET", key, serialize(value)]),
    del: (...keys) => run(["DEL", ...keys]) as Promise<number>,
    expire: (key, seconds) => run(["EXPIRE", key, seconds]),
    zadd: (key, { score, member }) => run(["ZADD", key, score, member]),
    zrange: (key, start, stop) => run(["ZRANGE", key, start, stop]) as Promise<unknown[]>,
    zrem: (key, ...members) => run(["ZREM", key, ...members]) as Promise<number>,
    ping() {
      const now = Date.now();
      if (!lastPing || now - lastPing.at >= PING_SHARED_MS) {
        lastPing = { at: now, reply: run(["PING"]) };
      }
      return lastPing.reply;
    },
    eval: (script, keys, args) =>
      run(["EVAL", script, keys.length, ...keys, ...args.map(serialize)]) as Promise<never>,
    evalsha: (sha, keys, args) =>
      run(["EVALSHA", sha, keys.length, ...keys, ...args.map(serialize)]) as Promise<never>,
    createScript<Result>(script: string): RedisScript<Result> {
      let sha: Promise<string> | undefined;
      return {
        async exec(keys, args) {
          sha ??= sha1Hex(script);
          const tail = [keys.length, ...keys, ...args];
          try {
            return (await run(["EVALSHA", await sha, ...tail])) as Result;
          } catch (error) {
            if (!(error instanceof UpstashError && /noscript/i.test(error.message))) throw error;
            return (await run(["EVAL", script, ...tail])) as Result;
          }
        },
      };
    },
  };
}
