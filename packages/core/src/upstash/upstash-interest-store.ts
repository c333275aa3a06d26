import type { InterestCounts, InterestStore, InterestTotals } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashInterestStore`. */
export interface UpstashInterestStoreOptions {
  redis: RedisCommands;
  /** Key prefix in Redis; default `grc:interest`. */
  prefix?: string;
}

/** The longest window (90 days) plus its comparison, with margin. */
const RETAIN_SECONDS = 200 * 86_400;
/** Per-client and per-key caps concern today (and late events of yesterday). */
const CAP_SECONDS = 2 * 86_400;

/** The count each day-hash field suffix holds. */
const CHANNEL_OF: Record<string, keyof InterestCounts | undefined> = {
  h: "humanPageviews",
  e: "externalApiInterest",
  i: "includedExternalApiInterest",
};

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

/**
 * Sums a kind's day hashes server-side, so that a read of any number of days and ranges is
 * one command. KEYS: the day hashes in day order, then the meta set. ARGV: the number of
 * ranges, then per range the first and past-the-last index (1-based) of its days in KEYS,
 * then `*` (every field: HGETALL) or `only` followed by the slugs to read (HMGET of their
 * fields alone). Reply: first day and newest event ("" when unset), then per field
 * (`{slug}:h|e|i`) the comma-joined sums of each range.
 */
const TOTALS = `
local ranges = tonumber(ARGV[1])
local only = ARGV[2 * ranges + 2] == "only"
local wanted = {}
for a = 2 * ranges + 3, #ARGV do
  for _, channel in ipairs({ ":h", ":e", ":i" }) do wanted[#wanted + 1] = ARGV[a] .. channel end
end
local function read(key)
  if not only then return redis.call("HGETALL", key) end
  local hash = {}
  if #wanted == 0 then return hash end
  local values = redis.call("HMGET", key, unpack(wanted))
  for f = 1, #wanted do
    if values[f] then
      hash[#hash + 1] = wanted[f]
      hash[#hash + 1] = values[f]
    end
  end
  return hash
end
local fields, sums = {}, {}
for d = 1, #KEYS - 1 do
  local hash = read(KEYS[d])
  if #hash > 0 then
    local within = {}
    for r = 1, ranges do
      if d >= tonumber(ARGV[2 * r]) and d < tonumber(ARGV[2 * r + 1]) then
        within[#within + 1] = r
      end
    end
    for i = 1, #hash, 2 do
      local field = hash[i]
      local row = sums[field]
      if not row then
        row = {}
        for r = 1, ranges do row[r] = 0 end
        sums[field] = row
        fields[#fields + 1] = field
      end
      local n = tonumber(hash[i + 1])
      for _, r in ipairs(within) do row[r] = row[r] + n end
    end
  end
end
local meta = KEYS[#KEYS]
local reply = {
  redis.call("ZSCORE", meta, "firstDay") or "",
  redis.call("ZSCORE", meta, "lastRecordedAt") or "",
}
for _, field in ipairs(fields) do
  local row = sums[field]
  for r = 1, ranges do row[r] = string.format("%d", row[r]) end
  reply[#reply + 1] = field
  reply[#reply + 1] = table.concat(row, ",")
end
return reply
`;

/** Every day of a range. */
function daysOf(range: { fromDay: number; toDay: number }): number[] {
  return Array.from(
    { length: Math.max(0, range.toDay - range.fromDay) },
    (_, i) => range.fromDay + i,
  );
}

/** A meta score as read back: a number, or null when unset. */
function scoreOf(value: unknown): number | null {
  return value === null || value === undefined || value === "" ? null : Number(value);
}

function splitKey(key: string): [kind: string, slug: string] {
  const at = key.indexOf(":");
  return [key.slice(0, at), key.slice(at + 1)];
}

/**
 * Directory interest in Redis, shared by every instance. Layout: one hash per kind and
 * UTC day (`{prefix}:{kind}:{day}`, fields `{slug}:h|e|i`), kept 200 days; caps are
 * counters with a two-day TTL; `{prefix}:meta` holds the first day and newest event.
 * Recording is one atomic Lua call (sent by its SHA once Redis has it), so concurrent events
 * on different instances never exceed a cap; a read of a kind is one Lua call too, which
 * sums the day hashes in Redis and answers compact sums: one command, however many days. A
 * read of named keys (a point lookup) fetches only their fields of each day hash (HMGET).
 */
export function upstashInterestStore(options: UpstashInterestStoreOptions): InterestStore {
  const { redis } = options;
  const prefix = options.prefix ?? "grc:interest";
  const dayKey = (kind: string, day: number) => `${prefix}:${kind}:${day}`;
  const recordScript = redis.createScript(RECORD);
  const totalsScript = redis.createScript(TOTALS);

  return {
    ping: redisPing(options.redis),
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

    async totals(kind, ranges, options): Promise<InterestTotals> {
      const days = [...new Set(ranges.flatMap((r) => daysOf(r)))].sort((a, b) => a - b);
      const index = new Map(days.map((day, i) => [day, i + 1]));
      const bounds = ranges.flatMap((r) =>
        r.toDay > r.fromDay
          ? [index.get(r.fromDay) as number, (index.get(r.toDay - 1) as number) + 1]
          : [0, 0],
      );
      // A point lookup reads its own fields of each day hash, a ranking every field.
      const fields = options?.keys
        ? [
            "only",
            ...options.keys.flatMap((key) => (key.startsWith(`${kind}:`) ? splitKey(key)[1] : [])),
          ]
        : ["*"];
      const reply = (await totalsScript.exec(
        [...days.map((day) => dayKey(kind, day)), `${prefix}:meta`],
        [ranges.length, ...bounds, ...fields].map(String),
      )) as unknown[];
      const rows = new Map<string, InterestCounts[]>();
      for (let at = 2; at + 1 < reply.length; at += 2) {
        const field = String(reply[at]);
        const sums = String(reply[at + 1])
          .split(",")
          .map(Number);
        const split = field.lastIndexOf(":");
        const key = `${kind}:${field.slice(0, split)}`;
        let row = rows.get(key);
        if (!row) {
          row = ranges.map(() => ({
            humanPageviews: 0,
            externalApiInterest: 0,
            includedExternalApiInterest: 0,
          }));
          rows.set(key, row);
        }
        const channel = CHANNEL_OF[field.slice(split + 1)];
        if (!channel) continue;
        sums.forEach((sum, r) => {
          (row[r] as InterestCounts)[channel] += sum;
        });
      }
      return { rows, firstDay: scoreOf(reply[0]), lastRecordedAt: scoreOf(reply[1]) };
    },
  };
}
