import { describe, expect, it } from "vitest";
import { conversationStoreContract } from "../../test/conversation-store-contract.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { upstashConversationStore } from "./upstash-conversation-store.ts";

const upstash = useUpstashRedis();

describe("Upstash conversation store", () => {
  conversationStoreContract(() => upstashConversationStore({ redis: upstash.client() }));

  it("shares a session's count between instances, in one round trip per turn", async () => {
    const a = upstashConversationStore({ redis: upstash.client() });
    const b = upstashConversationStore({ redis: upstash.client() });
    await a.nextTurn("s", 60); // loads the script once
    const before = upstash.requests();
    expect(await b.nextTurn("s", 60)).toBe(2);
    expect(await a.nextTurn("s", 60)).toBe(3);
    expect(upstash.requests() - before).toBe(2);
  });

  it("lets a session's count expire after its time to live", async () => {
    const store = upstashConversationStore({ redis: upstash.client() });
    expect(await store.nextTurn("s", 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.nextTurn("s", 1)).toBe(1);
  });
});
