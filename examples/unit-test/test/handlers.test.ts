import { createApi } from "@grc-directory/core";
import { expect, it } from "vitest";

it("suggests the alias for a misspelt framework", async () => {
  const api = createApi();
  const response = await api.fetch(
    new Request("http://directory.test/api/v1/search?framework=iso-2700"),
  );
  expect(response.status).toBe(422);
  const body = await response.json();
  expect(body.error.code).toBe("UNKNOWN_ALIAS");
  expect(body.error.unknown[0].suggestions).toContain("iso-27001");
});

it("refuses a client over its limit while another is still served", async () => {
  let now = Date.parse("2026-01-05T10:00:00Z");
  const api = createApi({
    clock: { now: () => now },
    rateLimits: { catalog: { limit: 2, windowSeconds: 60 } },
  });
  const search = (ip: string) =>
    api.fetch(new Request("http://directory.test/api/v1/search?framework=soc-2"), {
      clientAddress: ip,
    });
  expect((await search("203.0.113.7")).status).toBe(200);
  expect((await search("203.0.113.7")).status).toBe(200);
  expect((await search("203.0.113.7")).status).toBe(429);
  expect((await search("198.51.100.1")).status).toBe(200);
  now += 120_000; // two windows later
  expect((await search("203.0.113.7")).status).toBe(200);
});
