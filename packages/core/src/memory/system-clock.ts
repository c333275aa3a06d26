import type { Clock } from "../ports.ts";

/** The real time. */
export const systemClock: Clock = { now: () => Date.now() };
