import { describe, expect, it } from "vitest";
import { interestStoreContract } from "../../test/interest-store-contract.ts";
import { memoryInterestStore } from "./memory-interest-store.ts";

describe("memory interest store", () => {
  interestStoreContract(() => memoryInterestStore());

  it("keeps 200 days per key and drops older ones as time moves on", async () => {
    const store = memoryInterestStore();
    const human = (day: number) => ({
      key: "framework:a",
      day,
      counts: { humanPageviews: 1, externalApiInterest: 0, includedExternalApiInterest: 0 },
    });
    store.seed(
      Array.from({ length: 400 }, (_, day) => human(day)),
      0,
    );
    const { rows } = await store.totals("framework", [{ fromDay: 0, toDay: 400 }]);
    expect(rows.get("framework:a")?.[0]?.humanPageviews).toBe(200);
  });
});
