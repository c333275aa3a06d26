import { describe, expect, it } from "vitest";
import { memoisedClientHasher } from "./client-hash.ts";

/** A hash that counts its calls and names its inputs. */
function countedHash() {
  const calls: string[] = [];
  const hash = async (ip: string, day: number) => {
    calls.push(`${day} ${ip}`);
    return `id(${day},${ip})`;
  };
  return { calls, hash };
}

describe("memoisedClientHasher", () => {
  it("makes a client's id once a day and answers the kept one after", async () => {
    const { calls, hash } = countedHash();
    const memo = memoisedClientHasher(hash);
    expect(await memo("203.0.113.7", 100)).toBe("id(100,203.0.113.7)");
    expect(await memo("203.0.113.7", 100)).toBe("id(100,203.0.113.7)");
    expect(calls).toEqual(["100 203.0.113.7"]);
  });

  it("drops the day's ids when the day changes, so the next day's id is made afresh", async () => {
    const { calls, hash } = countedHash();
    const memo = memoisedClientHasher(hash);
    await memo("203.0.113.7", 100);
    expect(await memo("203.0.113.7", 101)).toBe("id(101,203.0.113.7)");
    expect(await memo("203.0.113.7", 100)).toBe("id(100,203.0.113.7)");
    expect(calls).toEqual(["100 203.0.113.7", "101 203.0.113.7", "100 203.0.113.7"]);
  });

  it("keeps at most its bound of clients, and no failed hash", async () => {
    const { calls, hash } = countedHash();
    const memo = memoisedClientHasher(hash, 1);
    await memo("203.0.113.1", 100);
    await memo("203.0.113.2", 100);
    await memo("203.0.113.1", 100);
    expect(calls).toHaveLength(3);
    let fail = true;
    const flaky = memoisedClientHasher(async (ip, day) => {
      if (fail) throw new Error("secret not loaded");
      return `${day}${ip}`;
    });
    await expect(flaky("203.0.113.9", 100)).rejects.toThrow("secret not loaded");
    fail = false;
    expect(await flaky("203.0.113.9", 100)).toBe("100203.0.113.9");
  });
});
