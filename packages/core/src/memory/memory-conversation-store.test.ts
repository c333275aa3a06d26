import { describe, expect, it } from "vitest";
import { conversationStoreContract } from "../../test/conversation-store-contract.ts";
import { manualClock } from "../../test/http-helpers.ts";
import { memoryConversationStore } from "./memory-conversation-store.ts";

describe("memory conversation store", () => {
  conversationStoreContract(() => memoryConversationStore({ clock: manualClock() }));

  it("starts a session over once it has been idle for its time to live", async () => {
    const clock = manualClock();
    const store = memoryConversationStore({ clock });
    await store.nextTurn("s", 10);
    clock.advance(9_999);
    expect(await store.nextTurn("s", 10)).toBe(2);
    clock.advance(10_000);
    expect(await store.nextTurn("s", 10)).toBe(1);
  });

  it("forgets the longest-idle session first when more than maxSessions are open", async () => {
    const store = memoryConversationStore({ clock: manualClock(), maxSessions: 2 });
    await store.nextTurn("old", 60);
    await store.nextTurn("kept", 60);
    await store.nextTurn("old", 60);
    await store.nextTurn("new", 60);
    expect(await store.nextTurn("old", 60)).toBe(3);
    expect(await store.nextTurn("kept", 60)).toBe(1);
  });

  it("keeps a session that goes on talking through a flood of new sessions", async () => {
    const store = memoryConversationStore({ clock: manualClock(), maxSessions: 10 });
    for (let i = 0; i < 1_000; i++) {
      await store.nextTurn(`flood-${i}`, 60);
      if (i % 4 === 0) expect(await store.nextTurn("talker", 60)).toBe(i / 4 + 1);
    }
    // A flooding session long gone was forgotten; the last few are still counted.
    expect(await store.nextTurn("flood-0", 60)).toBe(1);
    expect(await store.nextTurn("flood-999", 60)).toBe(2);
  });
});
