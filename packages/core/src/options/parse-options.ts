import * as v from "valibot";
import { ApiOptionsSchema, type ResolvedOptions } from "./api-options-schema.ts";

/** The message of a type check that says none of its own: `must be boolean, got "yes"`. */
const expectedType = (issue: v.BaseIssue<unknown>) =>
  `must be ${issue.expected}, got ${issue.received}`;

/**
 * The error `createApi` throws for an option's problem, naming the option by its path
 * (`rateLimits.pages.limit must be a positive whole number, got 0`): a `RangeError` for a
 * value of the right type out of its range, a `TypeError` for a value of the wrong type.
 */
function optionError(issue: v.BaseIssue<unknown>): Error {
  const path = issue.path?.map((item) => item.key).join(".") ?? "options";
  const message = `${path} ${issue.message}`;
  return issue.kind === "validation" ? new RangeError(message) : new TypeError(message);
}

/**
 * The options with every default filled in: the one place defaults are resolved. The first
 * bad option throws (see `optionError`; options read by a parser of their own throw its
 * error, `CatalogValidationError` and `TaxonomyError` come later, from `loadCatalog`).
 */
export function parseOptions(options: unknown): ResolvedOptions {
  const result = v.safeParse(ApiOptionsSchema, options, {
    abortEarly: true,
    message: expectedType,
  });
  if (!result.success) throw optionError(result.issues[0]);
  return result.output;
}

/** Every option's default: what `createApi()` runs with. */
export function optionDefaults(): ResolvedOptions {
  return parseOptions({});
}
