import { describe, expect, it } from "vitest";
import { ORIGIN } from "../../test/http-helpers.ts";
import { answerText, type ParsedEvent, readEvents } from "../../test/sse.ts";
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { createApi } from "../index.ts";
import { EVAL_CASES, type EvalCase } from "./ask-ai-eval-cases.ts";
import { fitsEverySignal } from "./fit-ranking.ts";
import { FALLBACK_PHRASES } from "./grounded-phrases.ts";
import { coreName } from "./vendor-focus.ts";

const vendors = sampleCatalog().catalog.vendors;
const byName = new Map(vendors.map((vendor) => [vendor.name, vendor]));
const api = createApi({
  logger: { warn: () => {}, error: () => {} },
  ai: { tokenSecret: "eval-secret-0123456789", limits: { perIpPerMinute: 10_000 } },
});

async function run(item: EvalCase): Promise<ParsedEvent[]> {
  const response = await api.fetch(
    new Request(`${ORIGIN}/api/ai-search`, {
      method: "POST",
      body: JSON.stringify({ message: item.question, locale: item.locale ?? "en" }),
    }),
    { clientAddress: "203.0.113.99" },
  );
  expect(response.status).toBe(200);
  return (await readEvents(response)).events;
}

/** Catalog vendors whose name the text mentions. */
function namedIn(text: string): string[] {
  const folded = ` ${coreName(text)} `;
  return vendors
    .filter((vendor) => coreName(vendor.name).length >= 4)
    .filter((vendor) => folded.includes(` ${coreName(vendor.name)} `))
    .map((vendor) => vendor.name);
}

const CLOSING_EN = FALLBACK_PHRASES.closing;

describe("Ask AI evaluation set (built-in responder, sample catalog)", () => {
  it("meets its targets for grounding, off-topic, fit, locale and follow-ups", async () => {
    const score = {
      grounding: [0, 0],
      offTopic: [0, 0],
      fit: [0, 0],
      locale: [0, 0],
      followUp: [0, 0],
    } as Record<string, [number, number]>;
    const failures: string[] = [];
    const tally = (kind: string, ok: boolean, item: EvalCase) => {
      const entry = score[kind] as [number, number];
      entry[1]++;
      if (ok) entry[0]++;
      else failures.push(`${kind}: ${item.question}`);
    };

    for (const item of EVAL_CASES) {
      const events = await run(item);
      const meta = events[0]?.data;
      const text = answerText(events);
      const picks = (meta.vendors as { name: string }[]).map((v) => byName.get(v.name));
      // Grounding: every vendor named is listed, carries the hard filters, and the text
      // names no catalog vendor outside meta.vendors.
      const grounded =
        picks.every(
          (vendor) =>
            vendor !== undefined &&
            (item.frameworks ?? []).every((f) => vendor.complianceFrameworkExpertise.includes(f)) &&
            (item.regions ?? []).every((r) => vendor.regionCovered.includes(r)) &&
            (item.serviceTypes ?? []).every((s) => vendor.serviceType.includes(s)),
        ) && namedIn(text).every((name) => picks.some((vendor) => vendor?.name === name));
      tally("grounding", grounded, item);
      if (item.offTopic) {
        tally("offTopic", picks.length === 0 && meta.matchedCount === 0, item);
      } else if (item.about) {
        tally(
          "followUp",
          picks.length === 1 &&
            picks[0]?.name === item.about &&
            text.includes(meta.vendors[0].detailsPage),
          item,
        );
      } else if ((item.sizes || item.industries || item.languages) && picks.length > 0) {
        // Fit is judged where there are picks; a question nothing matches has none to judge.
        const signals = {
          sizes: item.sizes ?? [],
          industries: item.industries ?? [],
          languages: item.languages ?? [],
        };
        const fitting = picks.filter((vendor) => vendor && fitsEverySignal(vendor, signals));
        tally("fit", fitting.length * 2 > picks.length, item);
      }
      if (item.locale && item.locale !== "en") {
        tally("locale", meta.answerLocale === item.locale && !text.includes(CLOSING_EN), item);
      }
    }

    const percent = ([ok, total]: [number, number]) =>
      `${ok}/${total} (${((ok / total) * 100).toFixed(0)}%)`;
    console.log(
      `Ask AI eval over ${EVAL_CASES.length} questions:`,
      Object.entries(score)
        .map(([kind, entry]) => `${kind} ${percent(entry)}`)
        .join(", "),
      failures.length ? `\nmisses:\n${failures.join("\n")}` : "",
    );
    const rate = ([ok, total]: [number, number]) => ok / total;
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(rate(score.grounding as [number, number])).toBe(1);
    expect(rate(score.offTopic as [number, number])).toBe(1);
    expect(rate(score.fit as [number, number])).toBeGreaterThanOrEqual(0.8);
    expect(rate(score.locale as [number, number])).toBe(1);
    expect(rate(score.followUp as [number, number])).toBe(1);
  });
});
