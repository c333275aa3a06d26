import { describe } from "vitest";
import { interestStoreContract } from "../../test/interest-store-contract.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";

const upstash = useUpstashRedis();

describe("Upstash interest store (real @upstash/redis, real Redis)", () => {
  interestStoreContract(() => upstashInterestStore({ redis: upstash.client() }));
});
