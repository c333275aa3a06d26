import { describe, expect, it } from "vitest";
import { ASK_AI_EVAL_TARGETS, type EvalKind, runAskAiEval } from "../../test/ask-ai-eval.ts";

describe("Ask AI evaluation set (built-in responder, sample catalog)", () => {
  it("meets its targets for grounding, off-topic, fit, locale and follow-ups", async () => {
    const result = await runAskAiEval();
    const line = Object.entries(result.scores)
      .map(([kind, { passed, judged }]) => `${kind} ${passed}/${judged}`)
      .join(", ");
    console.log(`Ask AI eval, ${result.questions} questions: ${line}\n${result.misses.join("\n")}`);
    expect(result.questions).toBeGreaterThanOrEqual(60);
    for (const [kind, target] of Object.entries(ASK_AI_EVAL_TARGETS)) {
      const { passed, judged } = result.scores[kind as EvalKind];
      expect(judged, kind).toBeGreaterThan(0);
      expect(passed / judged, kind).toBeGreaterThanOrEqual(target);
    }
  });
});
