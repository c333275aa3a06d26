import { describe, expect, it } from "vitest";
import { conversationStoreContract } from "../../test/conversation-store-contract.ts";
import { ORIGIN } from "../../test/http-helpers.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { createApi } from "../index.ts";
import { upstashConversationStore } from "./upstash-conversation-store.ts";

const upstash = useUpstashRedis();

describe.each(upstash.clients)(
  "Upstash conversation store (real %s client, real Redis)",
  (_, client) => {
    conversationStoreContract(() => upstashConversationStore({ redis: client() }));
  },
);

describe("Upstash conversation store", () => {
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

  it("holds the turn limit when a token is replayed on another instance", async () => {
    const instance = () =>
      createApi({
        logger: { warn: () => {}, error: () => {} },
        ai: {
          tokenSecret: "shared-secret-0123456789",
          limits: { turnsPerConversation: 3 },
          conversations: upstashConversationStore({ redis: upstash.client() }),
        },
      });
    const [a, b] = [instance(), instance()];
    const ask = (api: typeof a, token?: string) =>
      api.fetch(
        new Request(`${ORIGIN}/api/ai-search`, {
          method: "POST",
          body: JSON.stringify({ message: "soc 2", token }),
        }),
        { clientAddress: "203.0.113.40" },
      );
    const first = await (await ask(a)).text();
    const token = /"token":"([^"]+)"/.exec(first)?.[1];
    expect((await ask(b, token)).status).toBe(200);
    expect((await ask(a, token)).status).toBe(200);
    const refused = await ask(b, token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "conversation_limit" });
  });
});
