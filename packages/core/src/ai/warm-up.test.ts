import { describe, expect, it, vi } from "vitest";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { isCatalogPrepared, prepareCatalog } from "../catalog/prepare-catalog.ts";
import { sampleCatalogDocument } from "../catalog/sample-catalog.ts";
import { createApi } from "../index.ts";
import { warmUpAskAi } from "./warm-up.ts";

vi.mock("./warm-up.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./warm-up.ts")>();
  return { ...actual, warmUpAskAi: vi.fn(actual.warmUpAskAi) };
});

describe("Ask AI warm-up", () => {
  it("runs once when a catalog version is prepared, before it is served", async () => {
    const { catalog } = loadCatalog(sampleCatalogDocument);
    vi.mocked(warmUpAskAi).mockClear();
    await Promise.all([prepareCatalog(catalog), prepareCatalog(catalog)]);
    expect(isCatalogPrepared(catalog)).toBe(true);
    expect(warmUpAskAi).toHaveBeenCalledTimes(1);
    expect(vi.mocked(warmUpAskAi).mock.calls[0]?.[0]).toBe(catalog);
  });

  it("touches no port: nothing stored, counted, logged, signed or asked of a model", async () => {
    const untouched = () => vi.fn(() => Promise.reject(new Error("warm-up used a port")));
    const ports = {
      limit: untouched(),
      nextTurn: untouched(),
      acquire: untouched(),
      secret: untouched(),
      record: untouched(),
      respond: vi.fn(() => {
        throw new Error("warm-up asked the model");
      }),
      check: untouched(),
      warn: vi.fn(),
      error: vi.fn(),
    };
    vi.mocked(warmUpAskAi).mockClear();
    const api = createApi({
      catalog: sampleCatalogDocument as never,
      rateLimiter: { limit: ports.limit },
      logger: { warn: ports.warn, error: ports.error },
      market: { store: { record: ports.record } as never },
      ai: {
        responder: { model: "spy", respond: ports.respond },
        moderator: { check: ports.check },
        tokenSecret: { secret: ports.secret },
        capacity: { acquire: ports.acquire },
        conversations: { nextTurn: ports.nextTurn },
      },
    });
    await vi.waitFor(() => expect(warmUpAskAi).toHaveBeenCalled());
    await api.shutdown();
    for (const [name, spy] of Object.entries(ports)) {
      expect(spy, name).not.toHaveBeenCalled();
    }
  });
});
