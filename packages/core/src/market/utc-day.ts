const DAY_MS = 86_400_000;

/** The UTC day number (days since 1970-01-01) a timestamp falls on. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** The instant a UTC day starts, as an ISO 8601 timestamp. */
export function dayStartIso(day: number): string {
  return new Date(day * DAY_MS).toISOString();
}
