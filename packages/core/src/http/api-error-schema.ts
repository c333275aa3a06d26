import * as v from "valibot";

/** One unknown alias and the slugs it probably meant. */
export const UnknownAliasSchema = v.strictObject({
  parameter: v.string(),
  value: v.string(),
  suggestions: v.array(v.string()),
});

/** The JSON body of every catalog and market error. */
export const ApiErrorBodySchema = v.strictObject({
  ok: v.literal(false),
  error: v.strictObject({
    code: v.string(),
    message: v.string(),
    hint: v.string(),
    unknown: v.optional(v.array(UnknownAliasSchema)),
  }),
});
