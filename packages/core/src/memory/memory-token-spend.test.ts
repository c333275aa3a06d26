import { describe, expect, it } from "vitest";
import { tokenSpendContract } from "../../test/token-spend-contract.ts";
import { memoryTokenSpend } from "./memory-token-spend.ts";

describe("memory token spend", () => {
  tokenSpendContract(() => memoryTokenSpend());

  it("forgets the days before yesterday once a new day is counted", async () => {
    const store = memoryTokenSpend();
    await store.add(100, 10);
    await store.add(101, 20);
    await store.add(102, 30);
    expect(await store.spent(100)).toBe(0);
    expect(await store.spent(101)).toBe(20);
    expect(await store.spent(102)).toBe(30);
  });
});
