import { describe, expect, it } from "vitest";
import {
  type FaultOperation,
  type FaultOutcome,
  type FaultPhase,
  runRedisFaultScenario,
} from "./redis-fault-scenario.ts";

describe("Redis frozen, then killed and restarted, under load", () => {
  it("search never 5xx, market 503/504 then recovery, no acknowledged interest lost", async () => {
    const { outcomes, externalInterestAfter } = await runRedisFaultScenario();
    // With a phase: the requests sent and answered within it.
    const of = (operation: FaultOperation, phase?: FaultPhase) =>
      outcomes.filter(
        (o) =>
          o.operation === operation && (!phase || (o.phase === phase && o.answeredIn === phase)),
      );
    const statuses = (list: FaultOutcome[]) => [...new Set(list.map((o) => o.status))].sort();

    // Search: always answered 200 from the live catalog, whatever Redis does.
    const searches = [...of("search"), ...of("search-q")];
    expect(searches.length).toBeGreaterThan(100);
    expect(statuses(searches)).toEqual([200]);
    expect(searches.every((o) => o.live)).toBe(true);

    // Market: 200 while Redis is there, 503/504 while it is not, never unanswered or a 500.
    const market = of("market-point");
    expect(statuses(market).every((s) => [200, 503, 504].includes(s))).toBe(true);
    expect(statuses(of("market-point", "healthy"))).toEqual([200]);
    expect(of("market-point", "killed").some((o) => o.status === 503 || o.status === 504)).toBe(
      true,
    );
    // Recovered without a restart of the API.
    expect(market.slice(-8).every((o) => o.status === 200)).toBe(true);

    // Trends pages always answer (a ranking, or a page saying it is unavailable).
    expect(of("trends").every((o) => o.status > 0 && o.status < 500)).toBe(true);

    // Every lookup answered 200 was counted; lookups cut off mid-fault may be counted too.
    const acknowledged = market.filter((o) => o.status === 200).length;
    expect(externalInterestAfter).toBeGreaterThanOrEqual(acknowledged);
  }, 90_000);
});
