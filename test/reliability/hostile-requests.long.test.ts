import { afterAll, beforeAll, describe, it } from "vitest";
import { type RunningServer, serve } from "../../packages/adapter-node/src/index.ts";
import {
  assertNoServerErrorInProcess,
  assertNoServerErrorOverHttp,
  hostileApi,
} from "./send-hostile.ts";

describe("hostile requests, long run", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve(hostileApi(), { port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server?.close(1_000));

  it("100,000 never get a 5xx through api.fetch", async () => {
    await assertNoServerErrorInProcess(hostileApi(), 100_000);
  });

  it("20,000 always get an answer below 500 over HTTP", async () => {
    await assertNoServerErrorOverHttp(server.url, 20_000);
  });
});
