import { describe, expect, it } from "vitest";
import { ORIGIN } from "../../test/http-helpers.ts";
import { answerText, readEvents } from "../../test/sse.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { createApi } from "../index.ts";

const catalogVendors = sampleCatalog().catalog.vendors;
const api = createApi({
  logger: { warn: () => {}, error: () => {} },
  ai: { tokenSecret: "ranking-secret-0123456789", limits: { perIpPerMinute: 10_000 } },
});

async function ask(message: string, extra: Record<string, unknown> = {}) {
  const response = await api.fetch(
    new Request(`${ORIGIN}/api/ai-search`, {
      method: "POST",
      body: JSON.stringify({ message, ...extra }),
    }),
    { clientAddress: "203.0.113.77" },
  );
  const { events } = await readEvents(response);
  return { meta: events[0]?.data, text: answerText(events), done: events.at(-1)?.data };
}

const names = (meta: { vendors: { name: string }[] }) => meta.vendors.map((v) => v.name);

describe("Ask AI ranks by fit, not by name", () => {
  it("does not answer a filter-only question with the first names in alphabetical order", async () => {
    const { meta, text } = await ask("ISO 27001");
    const carrying = catalogVendors
      .filter((vendor) => vendor.complianceFrameworkExpertise.includes("iso-27001"))
      .map((vendor) => vendor.name)
      .sort((a, b) => a.localeCompare(b));
    expect(meta.matchedCount).toBe(carrying.length);
    expect(names(meta)).not.toEqual(carrying.slice(0, 5));
    expect(text).toContain(`${carrying.length} vendors in the directory match`);
  });

  it("gives the same question the same order, and another question another order", async () => {
    expect(names((await ask("ISO 27001")).meta)).toEqual(names((await ask("ISO 27001")).meta));
    expect(names((await ask("ISO 27001 please")).meta)).not.toEqual(
      names((await ask("ISO 27001")).meta),
    );
  });

  it.each([
    ["a stated size", "ISO 27001 for a startup", "targetClientsSize", "startup"],
    [
      "a stated industry",
      "ISO 27001 for a healthcare company",
      "industrySpecialization",
      "Healthcare",
    ],
    ["a stated language", "German-speaking ISO 27001 consultant", "supportedLanguages", "German"],
  ] as const)(
    "puts vendors that fit %s first, with more matches counted than shown",
    async (_, question, field, value) => {
      const { meta } = await ask(question);
      const picked = names(meta).map((name) => catalogVendors.find((v) => v.name === name));
      expect(picked.every((vendor) => vendor?.[field].includes(value))).toBe(true);
      expect(meta.matchedCount).toBeGreaterThan(picked.length);
    },
  );

  it("counts soft signals as ranking only: the matched total stays that of the hard filters", async () => {
    const plain = await ask("SOC 2");
    const withSignals = await ask("SOC 2 for a German-speaking fintech startup");
    expect(withSignals.meta.matchedCount).toBe(plain.meta.matchedCount);
  });
});

describe("Ask AI off-topic questions", () => {
  it.each([
    ["what is the capital of France", "en", "I only help"],
    ["Wie wird das Wetter morgen?", "de", "Ich helfe nur"],
  ])("answers %j politely with no vendor", async (message, locale, phrase) => {
    const { meta, text } = await ask(message, { locale });
    expect(meta.vendors).toEqual([]);
    expect(meta.matchedCount).toBe(0);
    expect(text).toContain(phrase);
  });

  it("still answers a bare region, which is a directory question", async () => {
    const { meta } = await ask("Germany");
    expect(meta.vendors.length).toBeGreaterThan(0);
  });
});

describe("Ask AI follow-ups", () => {
  it.each([
    ["en", "tell me more about bluepeak"],
    ["de", "Erzähl mir mehr über Bluepeak Cyber"],
    ["fr", "Dis-m'en plus sur BLUEPEAK"],
    ["es", "Cuéntame más sobre bluepeak cyber gmbh"],
  ])("answers about one vendor by partial, any-case name (%s)", async (locale, message) => {
    const first = await ask("ISO 27001 in Germany", { locale });
    const { meta, text } = await ask(message, { locale, token: first.done.token });
    expect(names(meta)).toEqual(["Bluepeak Cyber GmbH"]);
    expect(text).toContain("TISAX");
    expect(text).toContain("German");
    expect(text).toContain(meta.vendors[0].detailsPage);
  });

  it("narrows the previous results with 'which of those…'", async () => {
    const first = await ask("ISO 27001 in Germany");
    const { meta } = await ask("which of those also do TISAX?", { token: first.done.token });
    expect(meta.filters).toMatchObject({ frameworks: ["iso-27001", "tisax"], regions: ["de"] });
  });

  it("keeps the conversation's filters across an off-topic question it declined", async () => {
    const first = await ask("ISO 27001 in Germany");
    const aside = await ask("what is the capital of France?", { token: first.done.token });
    expect(aside.meta.vendors).toEqual([]);
    const { meta } = await ask("which of those also do TISAX?", { token: aside.done.token });
    expect(meta.filters).toMatchObject({ frameworks: ["iso-27001", "tisax"], regions: ["de"] });
  });
});
