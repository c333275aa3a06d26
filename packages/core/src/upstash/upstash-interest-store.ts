import type { InterestCounts, InterestStore, InterestTotals } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";

export interface UpstashInterestStoreOptions {
  redis: RedisCommands;
  /** Key prefix in Redis; default `grc:interest`. */
  prefix?: string;
}

/** The longest window (90 days) plus its comparison, with margin. */
const RETAIN_SECONDS = 200 * 86_400;
/** Per-client and per-key caps concern today (and late events of yesterday). */
const CAP_SECONDS = 2 * 86_400;

const FIELD = { human: "h", external: "e", included: "i" } as const;

/**
 * Records one event in one round trip, atomically: for each key (KEYS in threes: the
 * client's cap counter, the key's cap counter, the day hash), count the client; if within
 * its cap, count the key (when capped); then add to the day hash. Last KEY: the meta set.
 * ARGV: channel, per-client cap, per-key cap (-1: none), cap TTL, retention, day, at, slugs.
 */
const RECORD = `
local n = (#KEYS - 1) / 3
local channel = ARGV[1]
local perClient = tonumber(ARGV[2])
local perKey = tonumber(ARGV[3])
local capTtl = tonumber(ARGV[4])
local retain = tonumber(ARGV[5])
for i = 1, n do
  local clientKey, keyKey, hash = KEYS[3 * i - 2], KEYS[3 * i - 1], KEYS[3 * i]
  local slug = ARGV[7 + i]
  local credited = false
  local byClient = redis.call("INCR", clientKey)
  redis.call("EXPIRE", clientKey, capTtl)
  if byClient <= perClient then
    if perKey < 0 then
      credited = true
    else
      local byKey = redis.call("INCR", keyKey)
      redis.call("EXPIRE", keyKey, capTtl)
      credited = byKey <= perKey
    end
  end
  if channel == "human" then
    if credited then redis.call("HINCRBY", hash, slug .. ":h", 1) end
  else
    redis.call("HINCRBY", hash, slug .. ":e", 1)
    if credited then redis.call("HINCRBY", hash, slug .. ":i", 1) end
  end
  redis.call("EXPIRE", hash, retain)
end
local meta = KEYS[#KEYS]
redis.call("ZADD", meta, "LT", ARGV[6], "firstDay")
redis.call("ZADD", meta, "GT", ARGV[7], "lastRecordedAt")
return n
`;

function splitKey(key: string): [kind: string, slug: string] {
  const at = key.indexOf(":");
  return [key.slice(0, at), key.slice(at + 1)];
}

/**
 * Directory interest in Redis, shared by every instance. Layout: one hash per kind and
 * UTC day (`{prefix}:{kind}:{day}`, fields `{slug}:h|e|i`), kept 200 days; caps are
 * counters with a two-day TTL; `{prefix}:meta` holds the first day and newest event.
 * Recording is one atomic Lua call (sent by its SHA once Redis has it), so concurrent events on different instances never
 * exceed a cap; a read is one pipelined round trip.
 */
export function upstashInterestStore(options: UpstashInterestStoreOptions): InterestStore {
  const { redis } = options;
  const prefix = options.prefix ?? "grc:interest";
  const dayKey = (kind: string, day: number) => `${prefix}:${kind}:${day}`;
  const recordScript = redis.createScript(RECORD);

  return {
    async record(event) {
      const keys: string[] = [];
      const slugs: string[] = [];
      for (const key of event.keys) {
        const [kind, slug] = splitKey(key);
        keys.push(
          `${prefix}:cap:${event.channel}:${event.day}:${key}:${event.client}`,
          `${prefix}:cap:${event.channel}:${event.day}:${key}`,
          dayKey(kind, event.day),
        );
        slugs.push(slug);
      }
      keys.push(`${prefix}:meta`);
      const perKey = Number.isFinite(event.caps.perKeyPerDay) ? event.caps.perKeyPerDay : -1;
      const args = [
        event.channel,
        event.caps.perClientPerKeyPerDay,
        perKey,
        CAP_SECONDS,
        RETAIN_SECONDS,
        event.day,
        event.at,
        ...slugs,
      ];
      await recordScript.exec(keys, args.map(String));
    },

    async totals(kind, ranges): Promise<InterestTotals> {
      const days = [
        ...new Set(
          ranges.flatMap((r) =>
            Array.from({ length: Math.max(0, r.toDay - r.fromDay) }, (_, i) => r.fromDay + i),
          ),
        ),
      ];
      const read = redis.pipeline();
      for (const day of days) read.hgetall(dayKey(kind, day));
      read.zscore(`${prefix}:meta`, "firstDay");
      read.zscore(`${prefix}:meta`, "lastRecordedAt");
      const replies = (await read.exec()) as unknown[];
      const byDay = new Map(
        days.map((day, i) => [day, (replies[i] ?? null) as Record<string, unknown> | null]),
      );

      const rows = new Map<string, InterestCounts[]>();
      const zero = (): InterestCounts => ({
        humanPageviews: 0,
        externalApiInterest: 0,
        includedExternalApiInterest: 0,
      });
      ranges.forEach((range, r) => {
        for (let day = range.fromDay; day < range.toDay; day++) {
          for (const [field, value] of Object.entries(byDay.get(day) ?? {})) {
            const at = field.lastIndexOf(":");
            const key = `${kind}:${field.slice(0, at)}`;
            let row = rows.get(key);
            if (!row) {
              row = ranges.map(zero);
              rows.set(key, row);
            }
            const counts = row[r] as InterestCounts;
            const n = Number(value);
            const channel = field.slice(at + 1);
            if (channel === FIELD.human) counts.humanPageviews += n;
            else if (channel === FIELD.external) counts.externalApiInterest += n;
            else if (channel === FIELD.included) counts.includedExternalApiInterest += n;
          }
        }
      });
      const firstDay = replies[days.length];
      const lastRecordedAt = replies[days.length + 1];
      return {
        rows,
        firstDay: firstDay === null || firstDay === undefined ? null : Number(firstDay),
        lastRecordedAt:
          lastRecordedAt === null || lastRecordedAt === undefined ? null : Number(lastRecordedAt),
      };
    },
  };
}
