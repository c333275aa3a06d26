import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { manualClock, ORIGIN } from "../../test/http-helpers.ts";
import { expectDocumented } from "../../test/openapi-validator.ts";
import { answerText, readEvents } from "../../test/sse.ts";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createTaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { type ApiOptions, createApi } from "../index.ts";
import type { ChatResponder, Logger } from "../ports.ts";
import { groundedResponder } from "./grounded-responder.ts";

const quiet: Logger = { warn: vi.fn(), error: vi.fn() };
const SECRET = "test-secret-0123456789";

function aiApi(ai: ApiOptions["ai"] = {}, extra: Partial<ApiOptions> = {}) {
  return createApi({ logger: quiet, ...extra, ai: { tokenSecret: SECRET, ...ai } });
}

async function ask(
  api: ReturnType<typeof aiApi>,
  body: unknown,
  ip = "203.0.113.5",
  init: RequestInit = {},
) {
  const request = new Request(`${ORIGIN}/api/ai-search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  const response = await api.fetch(request, { clientAddress: ip });
  await expectDocumented(request, response);
  return response;
}

/** A model-like responder: it streams its answer (no `respondAtOnce`), so it takes a slot. */
const streamingResponder: ChatResponder = {
  model: "streaming",
  respond: async function* () {
    yield { text: "Streamed." };
    yield { finishReason: "stop" };
  },
};

/** A responder that holds its stream open until released, to test capacity and aborts. */
function heldResponder() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: AbortSignal[] = [];
  const responder: ChatResponder = {
    model: "held",
    async *respond(_input, signal) {
      seen.push(signal);
      yield { text: "first " };
      await Promise.race([
        released,
        new Promise((resolve) => signal.addEventListener("abort", resolve)),
      ]);
      yield { text: "second", finishReason: "stop" };
    },
  };
  return { responder, release, seen };
}

describe("POST /api/ai-search with the built-in responder", () => {
  it("streams meta, deltas and done, recommending only catalog vendors with their pages", async () => {
    const api = aiApi();
    const response = await ask(api, { message: "We need a SOC 2 auditor in the United States" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const { events } = await readEvents(response);
    expect(events[0]?.event).toBe("meta");
    expect(events.at(-1)?.event).toBe("done");
    expect(events.slice(1, -1).every((e) => e.event === "delta")).toBe(true);
    const meta = events[0]?.data;
    expect(meta).toMatchObject({
      model: "grounded-catalog",
      locale: "en",
      answerLocale: "en",
      filters: { frameworks: ["soc-2"], regions: ["us"], serviceTypes: ["audit"] },
    });
    expect(meta.vendors.length).toBeGreaterThanOrEqual(3);
    expect(meta.vendors.length).toBeLessThanOrEqual(5);
    const text = answerText(events);
    for (const vendor of meta.vendors) {
      expect(text).toContain(vendor.name);
      expect(text).toContain(vendor.detailsPage);
      expect(vendor.detailsPage).toMatch(new RegExp(`^${ORIGIN}/vendors/`));
    }
    expect(events.at(-1)?.data).toMatchObject({
      token: expect.stringMatching(/\./),
      finishReason: "stop",
    });
  });

  it("refines the previous filters on a follow-up with the token", async () => {
    const api = aiApi();
    const first = await readEvents(await ask(api, { message: "SOC 2 audit in the US" }));
    const token = first.events.at(-1)?.data.token;
    const second = await readEvents(
      await ask(api, { message: "which of those also do ISO 27001?", token }),
    );
    expect(second.events[0]?.data.filters).toEqual({
      frameworks: ["soc-2", "iso-27001"],
      regions: ["us"],
      serviceTypes: ["audit"],
    });
    const third = await readEvents(
      await ask(api, { message: "what about Germany?", token: second.events.at(-1)?.data.token }),
    );
    expect(third.events[0]?.data.filters.regions).toEqual(["de"]);
  });

  it("says where it looked: a city as its country, a country without a tag as its region", async () => {
    const api = aiApi();
    const lisbon = await readEvents(
      await ask(api, {
        message:
          "We are a 40-person fintech in Lisbon and need ISO 27001 certification within 6 months",
      }),
    );
    expect(answerText(lisbon.events).split("\n")[0]).toContain("covering Portugal (Lisbon)");
    expect(lisbon.events[0]?.data.vendors.length).toBeGreaterThan(0);
    const hongKong = await readEvents(await ask(api, { message: "SOC 2 auditors in Hong Kong" }));
    expect(answerText(hongKong.events).split("\n")[0]).toContain("Asia-Pacific (Hong Kong)");
  });

  it("says plainly when nothing matches", async () => {
    const api = aiApi({}, { catalog: fixtureDocument });
    const { events } = await readEvents(
      await ask(api, { message: "TISAX certification in Japan" }),
    );
    expect(events[0]?.data.vendors).toEqual([]);
    expect(answerText(events)).toMatch(/^No vendor in the directory matches/);
    const nonsense = await readEvents(
      await ask(api, { message: "quantum basket weaving lessons" }),
    );
    expect(nonsense.events[0]?.data.vendors).toEqual([]);
  });

  it("answers in English and says so in meta when a locale it does not write is asked", async () => {
    const { events } = await readEvents(
      await ask(aiApi(), { message: "ISO 27001 in France", locale: "it" }),
    );
    expect(events[0]?.data).toMatchObject({
      locale: "it",
      answerLocale: "en",
      note: expect.stringContaining('"it"'),
    });
    expect(answerText(events)).toContain("vendors in the directory match");
  });

  it.each([
    ["de", "ISO 27001 Auditor in Deutschland", "Anbieter im Verzeichnis"],
    ["fr", "auditeur ISO 27001 en France", "de l'annuaire"],
    ["es", "auditor ISO 27001 en España", "del directorio"],
  ])("answers locale=%s in that language, with no note", async (locale, message, phrase) => {
    const { events } = await readEvents(await ask(aiApi(), { message, locale }));
    expect(events[0]?.data).toMatchObject({ locale, answerLocale: locale });
    expect(events[0]?.data.note).toBeUndefined();
    expect(answerText(events)).toContain(phrase);
    expect(answerText(events)).not.toContain("not an exhaustive search");
  });

  it.each([
    ["de", "Penetrationstest in Deutschland", ["Penetrationstests", "in Deutschland"]],
    ["fr", "test d'intrusion en Allemagne", ["tests d'intrusion", "Allemagne"]],
    ["es", "pruebas de penetración en Alemania", ["pruebas de penetración", "en Alemania"]],
  ])(
    "names the understood service and country in locale=%s too",
    async (locale, message, words) => {
      const { events } = await readEvents(await ask(aiApi(), { message, locale }));
      const intro = answerText(events).split("\n")[0];
      for (const word of words) expect(intro).toContain(word);
      expect(intro).not.toMatch(/Germany|penetration testing/i);
    },
  );
});

describe("Ask AI answers made at once (respondAtOnce)", () => {
  const grounded = groundedResponder(createTaxonomyIndex(defaultTaxonomy));
  /** The built-in responder without `respondAtOnce`: its answer is streamed. */
  const streamedOnly: ChatResponder = {
    model: grounded.model,
    locales: grounded.locales,
    respond: (input, signal) => grounded.respond(input, signal),
  };
  const withoutToken = (events: { event: string; data: Record<string, unknown> }[]) =>
    events.map(({ event, data }) => ({ event, data: { ...data, token: undefined } }));

  it("sends the built-in answer whole, with the very events its stream carries", async () => {
    for (const message of [
      "We need a SOC 2 auditor in the United States",
      "tell me more about the first one",
      "quantum basket weaving lessons",
      "Wer prüft ISO 27001 in Deutschland?",
    ]) {
      const whole = await readEvents(await ask(aiApi(), { message }));
      const streamed = await readEvents(await ask(aiApi({ responder: streamedOnly }), { message }));
      expect(withoutToken(whole.events)).toEqual(withoutToken(streamed.events));
      expect(whole.events.at(-1)?.event).toBe("done");
    }
  });

  it("holds no stream slot once answered: with one slot, unread answers do not block the next", async () => {
    const api = aiApi({ limits: { concurrentStreams: 1 } });
    const first = await ask(api, { message: "SOC 2 audit in the US" });
    const second = await ask(api, { message: "ISO 27001 in Germany" }, "203.0.113.6");
    expect([first.status, second.status]).toEqual([200, 200]);
    await expect(api.shutdown()).resolves.toBeUndefined();
  });

  it("withholds lines naming vendors that were not candidates, as a stream does", async () => {
    const warn = vi.fn();
    const naming: ChatResponder = {
      model: "at-once",
      respond: async function* () {},
      respondAtOnce: () => [
        { text: "A line about nobody.\n" },
        { text: "Try Altostrata Cloud Assurance Ltd instead.\n" },
        { finishReason: "stop" },
      ],
    };
    const api = aiApi({ responder: naming }, { logger: { warn, error: vi.fn() } });
    const { events } = await readEvents(await ask(api, { message: "TISAX in Japan" }));
    expect(answerText(events)).toBe("A line about nobody.\n");
    expect(events.at(-1)?.data).toMatchObject({ finishReason: "stop", withheldLines: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/withheld/), { lines: 1 });
  });

  it("sends a question asked again the same meta and deltas, each with its own conversation's done", async () => {
    const api = aiApi();
    const message = "SOC 2 auditor in Germany for a 50-person SaaS startup";
    const first = (await readEvents(await ask(api, { message }))).events;
    const again = (await readEvents(await ask(api, { message }, "203.0.113.6"))).events;
    expect(again.slice(0, -1)).toEqual(first.slice(0, -1));
    expect(again.at(-1)?.data.token).not.toBe(first.at(-1)?.data.token);
    const german = (await readEvents(await ask(api, { message, locale: "de" }))).events;
    expect(german[0]?.data.locale).toBe("de");
    expect(answerText(german)).not.toBe(answerText(first));
    const followUp = await readEvents(
      await ask(api, { message, token: first.at(-1)?.data.token }, "203.0.113.7"),
    );
    expect(withoutToken(followUp.events)).toEqual(withoutToken(first));
  });

  it("logs withheld lines for every answer sent, composed once or not", async () => {
    const warn = vi.fn();
    const naming: ChatResponder = {
      model: "at-once",
      respond: async function* () {},
      respondAtOnce: () => [
        { text: "Try Altostrata Cloud Assurance Ltd instead.\n" },
        { finishReason: "stop" },
      ],
    };
    const api = aiApi({ responder: naming }, { logger: { warn, error: vi.fn() } });
    for (const ip of ["203.0.113.21", "203.0.113.22"]) {
      const { events } = await readEvents(await ask(api, { message: "TISAX in Japan" }, ip));
      expect(events.at(-1)?.data).toMatchObject({ withheldLines: 1 });
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("keeps no answer whose responder failed: asked again, it is answered", async () => {
    let fail = true;
    const flaky: ChatResponder = {
      model: "at-once",
      respond: async function* () {},
      respondAtOnce: () => {
        if (fail) throw new Error("boom");
        return [{ text: "Fine now." }, { finishReason: "stop" }];
      },
    };
    const api = aiApi({ responder: flaky });
    expect((await ask(api, { message: "soc 2" }, "203.0.113.31")).status).toBe(503);
    fail = false;
    const { events } = await readEvents(await ask(api, { message: "soc 2" }, "203.0.113.32"));
    expect(answerText(events)).toBe("Fine now.");
  });

  it("answers 503 unavailable when an at-once responder fails, and holds no slot after", async () => {
    const failing: ChatResponder = {
      model: "broken",
      respond: async function* () {},
      respondAtOnce: () => {
        throw new Error("boom");
      },
    };
    const api = aiApi({ responder: failing, limits: { concurrentStreams: 1 } });
    for (const ip of ["203.0.113.7", "203.0.113.8"]) {
      const response = await ask(api, { message: "soc 2" }, ip);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: "unavailable" });
    }
  });
});

describe("Ask AI errors before the stream", () => {
  const api = aiApi({ limits: { perIpPerMinute: 1000 } });
  const cases: [string, unknown, number, string][] = [
    ["malformed JSON", "{not json", 400, "bad_json"],
    ["an array", "[]", 400, "bad_json"],
    ["a string", '"hello"', 400, "bad_json"],
    ["an unknown field", { message: "hi", extra: 1 }, 400, "bad_json"],
    ["no message", { locale: "en" }, 400, "bad_message"],
    ["an empty message", { message: "   " }, 400, "bad_message"],
    ["a message of 1201 characters", { message: "x".repeat(1201) }, 400, "bad_message"],
    ["a message of 1201 emoji", { message: "🔒".repeat(1201) }, 400, "bad_message"],
    [
      "1200 emoji and a space (counted before trimming)",
      { message: `${"🔒".repeat(1200)} ` },
      400,
      "bad_message",
    ],
    ["a number message", { message: 42 }, 400, "bad_message"],
    ["a bad locale", { message: "hi", locale: "EN" }, 400, "bad_message"],
    ["a garbage token", { message: "hi", token: "garbage" }, 400, "bad_token"],
    ["a non-string token", { message: "hi", token: 7 }, 400, "bad_token"],
  ];
  it.each(cases)("%s -> %i %s", async (_name, body, status, code) => {
    const response = await ask(api, body);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ ok: false, code, message: expect.any(String) });
  });

  it("refuses a body that is not UTF-8 with 400 bad_json, and reads the next body afresh", async () => {
    // Ends inside a two-byte sequence: a decoder that kept state would glue it to the next body.
    const broken = new Uint8Array([...new TextEncoder().encode('{"message":"caf'), 0xc3]);
    const refused = await ask(api, "", undefined, { body: broken });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "bad_json" });
    const next = await ask(api, "", undefined, {
      body: new TextEncoder().encode('{"message":"ISO 27001 café"}'),
    });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("event: done");
  });

  it("accepts a message of exactly 1200 characters", async () => {
    expect((await ask(aiApi(), { message: `ISO 27001 ${"x".repeat(1190)}` })).status).toBe(200);
  });

  it("counts code points as JSON Schema does: 1200 astral characters pass", async () => {
    expect((await ask(aiApi(), { message: "🔒".repeat(1200) })).status).toBe(200);
    expect((await ask(aiApi(), { message: `SOC 2 ${"𝔸".repeat(1194)}` })).status).toBe(200);
  });

  it("refuses bodies over 16 KiB with 413 too_large, declared or streamed", async () => {
    const big = JSON.stringify({ message: "x".repeat(17_000) });
    expect((await ask(api, big)).status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        if (sent > 1_000_000) controller.close();
        else controller.enqueue(new TextEncoder().encode(" ".repeat(4096)));
      },
    });
    const response = await ask(api, "", undefined, { body: stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("too_large");
    expect(sent).toBeLessThan(64 * 1024);
  });

  it("reads a body of declared length whole, and still refuses one longer than 16 KiB whatever it declared", async () => {
    const body = JSON.stringify({ message: "SOC 2 audit in the US" });
    const declared = (length: number) => ({
      headers: { "content-type": "application/json", "content-length": String(length) },
    });
    expect((await ask(api, body, undefined, declared(body.length))).status).toBe(200);
    const big = JSON.stringify({ message: "x".repeat(17_000) });
    const response = await ask(api, big, "203.0.113.9", declared(100));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("too_large");
  });

  it("answers other methods with 405, and OPTIONS as a preflight", async () => {
    const get = await api.fetch(new Request(`${ORIGIN}/api/ai-search`));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await get.json()).toMatchObject({ ok: false, code: "method_not_allowed" });
    const preflight = await api.fetch(
      new Request(`${ORIGIN}/api/ai-search`, { method: "OPTIONS", headers: { origin: ORIGIN } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
  });

  it("is 503 disabled or not_configured as configured", async () => {
    const disabled = await ask(aiApi({ enabled: false }), { message: "hi" });
    expect(disabled.status).toBe(503);
    expect((await disabled.json()).code).toBe("disabled");
    const unconfigured = await ask(aiApi({ responder: null }), { message: "hi" });
    expect(unconfigured.status).toBe(503);
    expect((await unconfigured.json()).code).toBe("not_configured");
  });
});

describe("Ask AI limits", () => {
  it("refuses the 11th request in a minute from one IP, with Retry-After and the RateLimit headers", async () => {
    const clock = manualClock();
    const api = aiApi({}, { clock });
    for (let i = 0; i < 10; i++) {
      const response = await ask(api, { message: "soc 2" });
      expect(response.status).toBe(200);
      await response.text();
    }
    const eleventh = await ask(api, { message: "soc 2" });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ code: "rate_limited" });
    expect(eleventh.headers.get("retry-after")).toBe("60");
    expect(eleventh.headers.get("ratelimit-policy")).toBe('"ai-ip";q=10;w=60');
    expect(eleventh.headers.get("ratelimit")).toBe('"ai-ip";r=0;t=60');
    expect((await ask(api, { message: "soc 2" }, "198.51.100.20")).status).toBe(200);
    // Half way through the next minute, half of the last minute's requests still count.
    clock.advance(90_000);
    expect((await ask(api, { message: "soc 2" })).status).toBe(200);
  });

  it("limits each session per hour, across IPs", async () => {
    const api = aiApi({ limits: { perSessionPerHour: 2 } });
    const first = await readEvents(await ask(api, { message: "soc 2" }, "10.0.0.1"));
    const token = first.events.at(-1)?.data.token;
    const second = await readEvents(await ask(api, { message: "iso 27001", token }, "10.0.0.2"));
    const third = await ask(
      api,
      { message: "nis2", token: second.events.at(-1)?.data.token },
      "10.0.0.3",
    );
    expect(third.status).toBe(429);
    expect((await third.json()).code).toBe("rate_limited");
    expect(third.headers.get("ratelimit-policy")).toBe('"ai-session";q=2;w=3600');
    expect(third.headers.get("ratelimit")).toMatch(/^"ai-session";r=0;t=\d+$/);
    expect(third.headers.get("retry-after")).toBe(third.headers.get("ratelimit")?.split("t=")[1]);
  });

  it("ends a conversation after its turn limit with no Retry-After, since waiting never clears it", async () => {
    const api = aiApi({ limits: { turnsPerConversation: 2 } });
    let token: string | undefined;
    for (let turn = 0; turn < 2; turn++) {
      const { events } = await readEvents(await ask(api, { message: "soc 2", token }));
      token = events.at(-1)?.data.token;
    }
    const response = await ask(api, { message: "soc 2", token });
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, code: "conversation_limit" });
    expect(body.message).toMatch(/start a new one by leaving out token/);
    expect(response.headers.get("retry-after")).toBeNull();
    expect((await ask(api, { message: "soc 2" })).status).toBe(200);
  });

  it("counts a replayed earlier token as a new turn, so the turn limit holds", async () => {
    const api = aiApi({ limits: { turnsPerConversation: 3 } });
    const first = await readEvents(await ask(api, { message: "soc 2" }));
    const turnOne = first.events.at(-1)?.data.token;
    for (let replay = 0; replay < 2; replay++) {
      expect((await ask(api, { message: "iso 27001", token: turnOne })).status).toBe(200);
    }
    const refused = await ask(api, { message: "iso 27001", token: turnOne });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "conversation_limit" });
  });

  it("fails closed with 503 unavailable when the conversation store fails on a follow-up", async () => {
    const api = aiApi({
      conversations: { nextTurn: () => Promise.reject(new Error("store down")) },
    });
    // A first turn needs no store: it is answered while the store is down.
    const first = await readEvents(await ask(api, { message: "soc 2" }));
    const token = first.events.at(-1)?.data.token;
    const response = await ask(api, { message: "iso 27001", token });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, code: "unavailable" });
  });

  it("starts a conversation without the conversation store or the session limit", async () => {
    const nextTurn = vi.fn(async () => 1);
    const keys: string[] = [];
    const api = aiApi(
      { conversations: { nextTurn } },
      {
        rateLimiter: {
          limit: async (policy, key) => {
            keys.push(`${policy.name} ${key}`);
            return { allowed: true, limit: policy.limit, remaining: 1, resetSeconds: 60 };
          },
        },
      },
    );
    const first = await readEvents(await ask(api, { message: "soc 2" }));
    expect(nextTurn).not.toHaveBeenCalled();
    expect(keys).toEqual(["ai-ip 203.0.113.5"]);
    // Its first follow-up counts the first turn against the session too: two hits.
    const token = first.events.at(-1)?.data.token;
    expect((await ask(api, { message: "iso 27001", token })).status).toBe(200);
    expect(nextTurn).toHaveBeenCalledOnce();
    expect(keys.filter((key) => key.startsWith("ai-session"))).toHaveLength(2);
  });

  it("refuses a session's second turn when its limit is one turn an hour", async () => {
    const api = aiApi({ limits: { perSessionPerHour: 1 } });
    const first = await readEvents(await ask(api, { message: "soc 2" }));
    const token = first.events.at(-1)?.data.token;
    const second = await ask(api, { message: "iso 27001", token });
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ code: "rate_limited" });
  });

  it("keeps counting turns from the token when the store has forgotten the session", async () => {
    // A store that forgets every session: each follow-up looks like the first to it.
    const api = aiApi({
      limits: { turnsPerConversation: 3 },
      conversations: { nextTurn: async () => 1 },
    });
    let token: string | undefined;
    for (let turn = 1; turn <= 3; turn++) {
      const response = await ask(api, { message: "soc 2", token });
      expect(response.status).toBe(200);
      token = (await readEvents(response)).events.at(-1)?.data.token;
    }
    const fourth = await ask(api, { message: "soc 2", token });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ code: "conversation_limit" });
  });

  it("caps concurrent streams per instance and frees the slot when a stream ends", async () => {
    const held = heldResponder();
    const api = aiApi({ responder: held.responder, limits: { concurrentStreams: 1 } });
    const open = await ask(api, { message: "soc 2" });
    expect(open.status).toBe(200);
    const busy = await ask(api, { message: "soc 2" }, "198.51.100.30");
    expect(busy.status).toBe(429);
    expect(await busy.json()).toMatchObject({ code: "capacity" });
    expect(busy.headers.get("retry-after")).toBe("5");
    held.release();
    await open.text();
    expect((await ask(api, { message: "soc 2" }, "198.51.100.31")).status).toBe(200);
  });
});

describe("Ask AI safety and failures", () => {
  it("refuses with 422 moderation_refused and fails closed with 503 moderation_unavailable", async () => {
    const refused = await ask(aiApi({ moderator: { check: async () => ({ flagged: true }) } }), {
      message: "x",
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe("moderation_refused");
    const down = await ask(
      aiApi({ moderator: { check: () => Promise.reject(new Error("down")) } }),
      { message: "x" },
    );
    expect(down.status).toBe(503);
    expect((await down.json()).code).toBe("moderation_unavailable");
  });

  it("aborts a moderation call that timed out, instead of leaving it running", async () => {
    const seen: AbortSignal[] = [];
    const hanging = {
      check: (_message: string, signal: AbortSignal) => {
        seen.push(signal);
        return new Promise<{ flagged: boolean }>(() => {});
      },
    };
    const response = await ask(aiApi({ moderator: hanging, idleTimeoutMs: 50 }), {
      message: "x",
    });
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("moderation_unavailable");
    expect(seen[0]?.aborted).toBe(true);
  });

  it("refuses a corpus that does not match its digest with 503 corpus_integrity, and logs it, while search works", async () => {
    const logger: Logger = { warn: vi.fn(), error: vi.fn() };
    const api = createApi({ logger, ai: { tokenSecret: SECRET, corpusDigest: "0".repeat(64) } });
    const response = await ask(api, { message: "soc 2" });
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe("corpus_integrity");
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining("integrity"),
      expect.anything(),
    );
    const search = await api.fetch(new Request(`${ORIGIN}/api/v1/search?framework=soc-2`));
    expect(search.status).toBe(200);
  });

  it("hashes the corpus for its digest check when the API is made, not in the first question", async () => {
    const digest = vi.spyOn(crypto.subtle, "digest");
    try {
      const catalog = { ...fixtureDocument, vendors: [...fixtureDocument.vendors] };
      createApi({ catalog, ai: { tokenSecret: SECRET, corpusDigest: "0".repeat(64) } });
      // The corpus is the JSON array of public vendors (other digests are ETags of bodies).
      const hashedCorpus = () =>
        digest.mock.calls.some(([, data]) =>
          new TextDecoder().decode(data as Uint8Array).startsWith('[{"name":'),
        );
      await vi.waitFor(() => expect(hashedCorpus()).toBe(true));
    } finally {
      digest.mockRestore();
    }
  });

  it("accepts the bundled sample corpus, whose digest is checked", async () => {
    expect((await ask(aiApi(), { message: "soc 2" })).status).toBe(200);
  });

  it("fails closed with 503 unavailable when the stream counter fails", async () => {
    const capacity = { acquire: () => Promise.reject(new Error("redis down")) };
    const response = await ask(aiApi({ capacity, responder: streamingResponder }), {
      message: "soc 2",
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "unavailable" });
  });

  it("takes no stream slot for an answer made at once, unless moderation is awaited", async () => {
    const acquire = vi.fn(async () => () => {});
    const atOnce = await ask(aiApi({ capacity: { acquire } }), { message: "soc 2" });
    expect(atOnce.status).toBe(200);
    expect(acquire).not.toHaveBeenCalled();
    const moderator = { check: async () => ({ flagged: false }) };
    const moderated = await ask(aiApi({ capacity: { acquire }, moderator }), {
      message: "soc 2",
    });
    expect(moderated.status).toBe(200);
    expect(acquire).toHaveBeenCalledTimes(1);
  });

  it("fails closed with 503 unavailable when the rate limiter itself fails", async () => {
    const broken = { limit: () => Promise.reject(new Error("redis down")) };
    const response = await ask(aiApi({}, { rateLimiter: broken }), { message: "soc 2" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "unavailable" });
  });

  it("answers 503 unavailable when the responder fails before its first piece", async () => {
    const failing: ChatResponder = {
      model: "broken",
      // biome-ignore lint/correctness/useYield: fails before yielding, on purpose
      async *respond() {
        throw new Error("boom");
      },
    };
    const response = await ask(aiApi({ responder: failing }), { message: "soc 2" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "unavailable" });
  });

  it("ends with an error event when the responder fails mid-answer", async () => {
    const flaky: ChatResponder = {
      model: "flaky",
      async *respond() {
        yield { text: "Partial " };
        throw new Error("connection reset");
      },
    };
    const { events } = await readEvents(
      await ask(aiApi({ responder: flaky }), { message: "soc 2" }),
    );
    expect(events.map((e) => e.event)).toEqual(["meta", "delta", "error"]);
    expect(events.at(-1)?.data).toEqual({ code: "unavailable", message: expect.any(String) });
  });

  it("aborts the responder when the client disconnects, and frees capacity", async () => {
    const held = heldResponder();
    const api = aiApi({ responder: held.responder, limits: { concurrentStreams: 1 } });
    const response = await ask(api, { message: "soc 2" });
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    expect(held.seen[0]?.aborted).toBe(true);
    expect((await ask(api, { message: "soc 2" }, "198.51.100.40")).status).toBe(200);
  });

  it("sends heartbeat comments while the responder is quiet", async () => {
    const slow: ChatResponder = {
      model: "slow",
      async *respond() {
        yield { text: "thinking" };
        await new Promise((resolve) => setTimeout(resolve, 120));
        yield { text: " done", finishReason: "stop" };
      },
    };
    const { events, comments } = await readEvents(
      await ask(aiApi({ responder: slow, heartbeatMs: 20 }), { message: "soc 2" }),
    );
    expect(comments).toBeGreaterThan(0);
    expect(answerText(events)).toBe("thinking done");
  });

  it("fails a stream whose responder goes silent past the idle timeout", async () => {
    const silent: ChatResponder = {
      model: "silent",
      async *respond(_input, signal) {
        yield { text: "hm" };
        await new Promise((resolve) => signal.addEventListener("abort", resolve));
      },
    };
    const { events } = await readEvents(
      await ask(aiApi({ responder: silent, idleTimeoutMs: 50 }), { message: "soc 2" }),
    );
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "unavailable" } });
  });
});

describe("Api.shutdown and open Ask AI streams", () => {
  it("ends an open stream with an error event saying the server is restarting, and aborts the responder", async () => {
    const held = heldResponder();
    const api = aiApi({ responder: held.responder });
    const response = await ask(api, { message: "soc 2" });
    await api.shutdown();
    const { events } = await readEvents(response);
    expect(events[0]?.event).toBe("meta");
    expect(events.filter((e) => e.event === "error")).toHaveLength(1);
    expect(events.at(-1)?.data).toEqual({
      code: "unavailable",
      message: expect.stringContaining("restarting"),
    });
    expect(held.seen[0]?.aborted).toBe(true);
  });

  it("resolves only once every open stream's slot is released in the capacity store", async () => {
    const held = heldResponder();
    let finishRelease: () => void = () => {};
    const releases: string[] = [];
    const capacity = {
      acquire: async () => () =>
        new Promise<void>((resolve) => {
          releases.push("started");
          finishRelease = () => {
            releases.push("done");
            resolve();
          };
        }),
    };
    const api = aiApi({ responder: held.responder, capacity });
    await ask(api, { message: "soc 2" });
    let resolved = false;
    const shutdown = api.shutdown().then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(releases).toEqual(["started"]);
    expect(resolved).toBe(false);
    finishRelease();
    await shutdown;
    expect(releases).toEqual(["started", "done"]);
  });

  it("waits for the release of a stream that ended on its own just before", async () => {
    let finishRelease: () => void = () => {};
    const capacity = {
      acquire: async () => () => new Promise<void>((resolve) => (finishRelease = resolve)),
    };
    const api = aiApi({ capacity, responder: streamingResponder });
    await (await ask(api, { message: "soc 2" })).text();
    let resolved = false;
    const shutdown = api.shutdown().then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);
    finishRelease();
    await shutdown;
  });

  it("refuses a new Ask AI request after shutdown with 503 unavailable, while search still answers", async () => {
    const api = aiApi();
    await api.shutdown();
    const refused = await ask(api, { message: "soc 2" });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ ok: false, code: "unavailable" });
    const search = await api.fetch(new Request(`${ORIGIN}/api/v1/search?framework=soc-2`));
    expect(search.status).toBe(200);
  });

  it("resolves at once when nothing is open", async () => {
    await expect(aiApi().shutdown()).resolves.toBeUndefined();
  });
});
