import { expect, it } from "vitest";
import type { ConversationStore } from "../src/ports.ts";

/** The behaviour every ConversationStore must have, whatever it counts in. */
export function conversationStoreContract(makeStore: () => ConversationStore): void {
  it("numbers a session's turns 1, 2, 3 and counts each session apart", async () => {
    const store = makeStore();
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    expect(await store.nextTurn(a, 60)).toBe(1);
    expect(await store.nextTurn(a, 60)).toBe(2);
    expect(await store.nextTurn(b, 60)).toBe(1);
    expect(await store.nextTurn(a, 60)).toBe(3);
  });

  it("gives every one of many concurrent turns of one session its own number", async () => {
    const store = makeStore();
    const sid = crypto.randomUUID();
    const turns = await Promise.all(Array.from({ length: 30 }, () => store.nextTurn(sid, 60)));
    expect(turns.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
}
