import { BoundedMap } from "../bounded-map.ts";

const DAY_MS = 86_400_000;

/** The UTC day number (days since 1970-01-01) a timestamp falls on. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Days whose start was formatted lately: every answer names the same few. */
const dayStarts = new BoundedMap<number, string>(1_000);

/** The instant a UTC day starts, as an ISO 8601 timestamp. */
export function dayStartIso(day: number): string {
  let iso = dayStarts.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString();
    dayStarts.set(day, iso);
  }
  return iso;
}
