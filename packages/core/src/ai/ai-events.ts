import * as v from "valibot";

const filters = v.strictObject({
  frameworks: v.array(v.string()),
  regions: v.array(v.string()),
  serviceTypes: v.array(v.string()),
});

/** `meta`: first event of every stream. */
export const AiMetaEventSchema = v.strictObject({
  model: v.string(),
  locale: v.string(),
  answerLocale: v.string(),
  note: v.optional(v.string()),
  vendors: v.array(v.strictObject({ name: v.string(), detailsPage: v.string() })),
  matchedCount: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.description(
      "How many catalog vendors matched the question in all; `vendors` are the best few, ranked by fit. 0 for an off-topic question.",
    ),
  ),
  filters,
});

/** `delta`: the next piece of the answer's text. */
export const AiDeltaEventSchema = v.strictObject({ text: v.string() });

/** `done`: the answer is complete; `token` continues the conversation. */
export const AiDoneEventSchema = v.strictObject({
  token: v.string(),
  finishReason: v.string(),
  withheldLines: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description(
        "Lines of the model's answer withheld because they named a catalog vendor that was not among `meta.vendors`.",
      ),
    ),
  ),
});

/** `error`: the stream failed after it started; it ends here. */
export const AiErrorEventSchema = v.strictObject({ code: v.string(), message: v.string() });

/** The JSON body of an Ask AI error before the stream starts. */
export const AiSearchErrorSchema = v.strictObject({
  ok: v.literal(false),
  code: v.string(),
  message: v.string(),
});

export type AiMetaEvent = v.InferOutput<typeof AiMetaEventSchema>;
