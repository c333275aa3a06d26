import { createParser } from "eventsource-parser";
import { coreName } from "../src/ai/catalog-names.ts";
import { fitsEverySignal } from "../src/ai/fit-ranking.ts";
import { FALLBACK_PHRASES } from "../src/ai/grounded-phrases.ts";
import { sampleCatalog } from "../src/catalog/sample-catalog.ts";
import { createApi } from "../src/index.ts";
import { EVAL_CASES, type EvalCase } from "./ask-ai-eval-cases.ts";

/** The classes the evaluation scores, each as questions passed / questions judged. */
export type EvalKind = "grounding" | "offTopic" | "fit" | "locale" | "followUp";

/** What one run of the evaluation set scored. */
export interface AskAiEvalResult {
  questions: number;
  scores: Record<EvalKind, { passed: number; judged: number }>;
  /** "kind: question" for each miss. */
  misses: string[];
}

/** Targets: share of judged questions that must pass. */
export const ASK_AI_EVAL_TARGETS: Record<EvalKind, number> = {
  grounding: 1,
  offTopic: 1,
  fit: 0.8,
  locale: 1,
  followUp: 1,
};

interface Answer {
  meta: {
    vendors: { name: string; detailsPage: string }[];
    matchedCount: number;
    answerLocale: string;
  };
  text: string;
}

/** Runs every question of the set through `api.fetch` (built-in responder, sample catalog). */
export async function runAskAiEval(): Promise<AskAiEvalResult> {
  const vendors = sampleCatalog().catalog.vendors;
  const byName = new Map(vendors.map((vendor) => [vendor.name, vendor]));
  const api = createApi({
    logger: { warn: () => {}, error: () => {} },
    ai: { tokenSecret: "eval-secret-0123456789", limits: { perIpPerMinute: 100_000 } },
  });
  const ask = async (item: EvalCase): Promise<Answer> => {
    const response = await api.fetch(
      new Request("http://eval.test/api/ai-search", {
        method: "POST",
        body: JSON.stringify({ message: item.question, locale: item.locale ?? "en" }),
      }),
      { clientAddress: "203.0.113.99" },
    );
    const answer = { meta: undefined as unknown as Answer["meta"], text: "" };
    const parser = createParser({
      onEvent: (event) => {
        const data = JSON.parse(event.data);
        if (event.event === "meta") answer.meta = data;
        if (event.event === "delta") answer.text += data.text;
      },
    });
    parser.feed(await response.text());
    if (!answer.meta) throw new Error(`no answer (${response.status}) to: ${item.question}`);
    return answer;
  };
  const namedIn = (text: string) => {
    const folded = ` ${coreName(text)} `;
    return vendors
      .filter((vendor) => coreName(vendor.name).length >= 4)
      .filter((vendor) => folded.includes(` ${coreName(vendor.name)} `))
      .map((vendor) => vendor.name);
  };

  const scores = Object.fromEntries(
    Object.keys(ASK_AI_EVAL_TARGETS).map((kind) => [kind, { passed: 0, judged: 0 }]),
  ) as AskAiEvalResult["scores"];
  const misses: string[] = [];
  const tally = (kind: EvalKind, ok: boolean, item: EvalCase) => {
    scores[kind].judged++;
    if (ok) scores[kind].passed++;
    else misses.push(`${kind}: ${item.question}`);
  };

  for (const item of EVAL_CASES) {
    const { meta, text } = await ask(item);
    const picks = meta.vendors.map((vendor) => byName.get(vendor.name));
    // Grounding: every vendor named is listed and carries the question's hard filters, and
    // the text names no catalog vendor outside meta.vendors.
    tally(
      "grounding",
      picks.every(
        (vendor) =>
          vendor !== undefined &&
          (item.frameworks ?? []).every((f) => vendor.complianceFrameworkExpertise.includes(f)) &&
          (item.regions ?? []).every((r) => vendor.regionCovered.includes(r)) &&
          (item.serviceTypes ?? []).every((s) => vendor.serviceType.includes(s)),
      ) && namedIn(text).every((name) => meta.vendors.some((vendor) => vendor.name === name)),
      item,
    );
    if (item.offTopic) {
      tally("offTopic", picks.length === 0 && meta.matchedCount === 0, item);
    } else if (item.about) {
      const only = meta.vendors.length === 1 && meta.vendors[0]?.name === item.about;
      tally("followUp", only && text.includes(meta.vendors[0]?.detailsPage ?? "\u0000"), item);
    } else if ((item.sizes || item.industries || item.languages) && picks.length > 0) {
      // Fit: most picks serve a stated size, industry and language. A question nothing
      // matches has no picks to judge.
      const signals = {
        sizes: item.sizes ?? [],
        industries: item.industries ?? [],
        languages: item.languages ?? [],
      };
      const fitting = picks.filter((vendor) => vendor && fitsEverySignal(vendor, signals));
      tally("fit", fitting.length * 2 > picks.length, item);
    }
    if (item.locale && item.locale !== "en") {
      tally(
        "locale",
        meta.answerLocale === item.locale && !text.includes(FALLBACK_PHRASES.closing),
        item,
      );
    }
  }
  return { questions: EVAL_CASES.length, scores, misses };
}
