import type { Redis } from "@upstash/redis";
import type { InterestCounts, InterestEvent, InterestStore, InterestTotals } from "../ports.ts";

export interface UpstashInterestStoreOptions {
  redis: Redis;
  /** Key prefix in Redis; default `grc:interest`. */
  prefix?: string;
}

/** The longest window (90 days) plus its comparison, with margin. */
const RETAIN_SECONDS = 200 * 86_400;
/** Per-client and per-key caps concern today (and late events of yesterday). */
const CAP_SECONDS = 2 * 86_400;

const FIELD = { human: "h", external: "e", included: "i" } as const;

function splitKey(key: string): [kind: string, slug: string] {
  const at = key.indexOf(":");
  return [key.slice(0, at), key.slice(at + 1)];
}

/**
 * Directory interest in Redis, shared by every instance. Layout: one hash per kind and
 * UTC day (`{prefix}:{kind}:{day}`, fields `{slug}:h|e|i`), kept 200 days; caps are
 * counters with a two-day TTL, incremented atomically, so concurrent events on different
 * instances never exceed them; `{prefix}:meta` holds the first day and newest event.
 * A read is one pipelined round trip.
 */
export function upstashInterestStore(options: UpstashInterestStoreOptions): InterestStore {
  const { redis } = options;
  const prefix = options.prefix ?? "grc:interest";
  const dayKey = (kind: string, day: number) => `${prefix}:${kind}:${day}`;

  /** Which keys the caps let this event count for (per-client first, then per-key). */
  async function credited(event: InterestEvent): Promise<boolean[]> {
    const perClient = redis.pipeline();
    for (const key of event.keys) {
      const id = `${prefix}:cap:${event.channel}:${event.day}:${key}:${event.client}`;
      perClient.incr(id).expire(id, CAP_SECONDS);
    }
    const clientCounts = (await perClient.exec()) as number[];
    const withinClient = event.keys.map(
      (_, i) => (clientCounts[i * 2] ?? 0) <= event.caps.perClientPerKeyPerDay,
    );
    if (!Number.isFinite(event.caps.perKeyPerDay)) return withinClient;
    const candidates = event.keys.filter((_, i) => withinClient[i]);
    if (candidates.length === 0) return withinClient;
    const perKey = redis.pipeline();
    for (const key of candidates) {
      const id = `${prefix}:cap:${event.channel}:${event.day}:${key}`;
      perKey.incr(id).expire(id, CAP_SECONDS);
    }
    const keyCounts = (await perKey.exec()) as number[];
    let next = 0;
    return withinClient.map((within) => {
      if (!within) return false;
      const count = keyCounts[next++ * 2] ?? Number.POSITIVE_INFINITY;
      return count <= event.caps.perKeyPerDay;
    });
  }

  return {
    async record(event) {
      const counts = await credited(event);
      const write = redis.pipeline();
      event.keys.forEach((key, i) => {
        const [kind, slug] = splitKey(key);
        const hash = dayKey(kind, event.day);
        if (event.channel === "human") {
          if (counts[i]) write.hincrby(hash, `${slug}:${FIELD.human}`, 1);
        } else {
          write.hincrby(hash, `${slug}:${FIELD.external}`, 1);
          if (counts[i]) write.hincrby(hash, `${slug}:${FIELD.included}`, 1);
        }
        write.expire(hash, RETAIN_SECONDS);
      });
      write.zadd(`${prefix}:meta`, { lt: true }, { score: event.day, member: "firstDay" });
      write.zadd(`${prefix}:meta`, { gt: true }, { score: event.at, member: "lastRecordedAt" });
      await write.exec();
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
