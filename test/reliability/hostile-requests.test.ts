import { afterAll, beforeAll, describe, it } from "vitest";
import { type RunningServer, serve } from "../../packages/adapter-node/src/index.ts";
import {
  assertNoServerErrorInProcess,
  assertNoServerErrorOverHttp,
  hostileApi,
} from "./send-hostile.ts";

// A bounded share of `pnpm test:reliability`'s long run (100,000 and 20,000 requests).
describe("hostile requests", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve(hostileApi(), { port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server?.close(1_000));

  it("never gets a 5xx through api.fetch", async () => {
    await assertNoServerErrorInProcess(hostileApi(), 3_000);
  }, 60_000);

  it("always gets an answer below 500 from a real server over HTTP", async () => {
    await assertNoServerErrorOverHttp(server.url, 300);
  }, 60_000);
});
