import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { createApi } from "../app.ts";
import { ApiError } from "./api-error.ts";

const ERROR_CLASSES = ["Error", "TypeError", "RangeError", "SyntaxError"] as const;

/** Counts `new Error(…)` and its kin made through the globals while `run` runs. */
async function errorsMadeDuring(run: () => Promise<void>): Promise<number> {
  const originals = ERROR_CLASSES.map((name) => [name, globalThis[name]] as const);
  let made = 0;
  for (const [name, original] of originals) {
    globalThis[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        made++;
        return Reflect.construct(target, args, newTarget);
      },
    }) as never;
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) globalThis[name] = original as never;
  }
  return made;
}

describe("contract errors are values", () => {
  it("an ApiError is data: not an Error, and it carries no stack", () => {
    const error = new ApiError(404, "NOT_FOUND", "No endpoint at /api/x.");
    expect(error).not.toBeInstanceOf(Error);
    expect("stack" in error).toBe(false);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", name: "ApiError" });
  });

  it("serializes its body once per format, so an error kept as a constant is serialized once", () => {
    const error = new ApiError(
      400,
      "INVALID_LIMIT",
      "limit must be a whole number.",
      "Leave it out.",
    );
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const api = error.body("api");
      expect(error.body("api")).toBe(api);
      expect(JSON.parse(api)).toEqual({
        ok: false,
        error: {
          code: "INVALID_LIMIT",
          message: "limit must be a whole number.",
          hint: "Leave it out.",
        },
      });
      expect(JSON.parse(error.body("ai"))).toEqual({
        ok: false,
        code: "invalid_limit",
        message: "limit must be a whole number.",
      });
      error.body("ai");
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
  });

  it("answers 400, 404, 405, 414, 422, 429 and Ask AI's 400 and 413 without making an Error", async () => {
    const api = createApi({
      catalog: fixtureDocument,
      rateLimits: { catalog: { limit: 1 } },
      logger: { warn() {}, error() {} },
    });
    const requests: [string, RequestInit, number][] = [
      ["/api/nope", {}, 404],
      ["/api/v1/search?framework=iso-27001", {}, 200],
      ["/api/v1/search?framework=iso-27001", {}, 429],
      ["/api/tools.json", { method: "DELETE" }, 405],
      ["/api/ai-search", { method: "POST", body: "{not json" }, 400],
      ["/api/ai-search", { method: "POST", body: "x".repeat(20_000) }, 413],
      [`/api/v1/search?q=${"a".repeat(9000)}`, {}, 414],
    ];
    const open = createApi({ catalog: fixtureDocument, logger: { warn() {}, error() {} } });
    const statuses: number[] = [];
    // The API and its catalog are built first: only the requests are watched.
    await open.ready();
    await api.ready();
    const made = await errorsMadeDuring(async () => {
      for (const [path, init, _] of requests) {
        const response = await api.fetch(new Request(`https://d.example${path}`, init));
        statuses.push(response.status);
        await response.body?.cancel();
      }
      for (const path of ["/api/v1/search?limit=0", "/api/v1/search?framework=nope"]) {
        const response = await open.fetch(new Request(`https://d.example${path}`));
        statuses.push(response.status);
      }
    });
    expect(statuses).toEqual([...requests.map(([, , status]) => status), 400, 422]);
    expect(made).toBe(0);
  });
});
