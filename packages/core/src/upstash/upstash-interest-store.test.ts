import { describe } from "vitest";
import { interestStoreContract } from "../../test/interest-store-contract.ts";
import { useUpstashRedis } from "../../test/upstash-fixture.ts";
import { upstashInterestStore } from "./upstash-interest-store.ts";

const upstash = useUpstashRedis();

describe.each(upstash.clients)(
  "Upstash interest store (real %s client, real Redis)",
  (_, client) => {
    interestStoreContract(() => upstashInterestStore({ redis: client() }));
  },
);
