import * as v from "valibot";
import type { SecretSource } from "../ports.ts";

const notPositiveWholeNumber = (issue: v.BaseIssue<unknown>) =>
  `must be a positive whole number, got ${issue.input}`;

/**
 * A count or duration: a positive whole number. A number that is not one (`0`, `1.5`,
 * `NaN`) is out of range, a `RangeError` from `createApi`; a value of another type is a
 * `TypeError`.
 */
export const positiveWholeNumber = v.pipe(
  v.custom<number>((value) => typeof value === "number", notPositiveWholeNumber),
  v.check((value) => Number.isSafeInteger(value) && value >= 1, notPositiveWholeNumber),
);

const isObject = (value: unknown) => typeof value === "object" && value !== null;

/**
 * A port (`port<RateLimiter>("RateLimiter")`): an object, typed as the interface it
 * implements. Its methods are not looked into: a fake that implements only what a test
 * calls (cast `as never`) is a valid port, and TypeScript checks real implementations.
 */
export function port<TPort>(name: string) {
  return v.custom<TPort>(isObject, `must be a ${name} (an object)`);
}

/** A port that `null` switches off (`market.store`, `ai.responder`, `ai.moderator`). */
export function portOrNull<TPort>(name: string) {
  return v.custom<TPort | null>(
    (value) => value === null || isObject(value),
    `must be a ${name} (an object) or null`,
  );
}

/** A secret: text, or a `SecretSource` port that loads it. */
export const secret = v.custom<string | SecretSource>(
  (value) => typeof value === "string" || isObject(value),
  "must be text or a SecretSource",
);

/**
 * An option of type `TInput` that the core's own parser for it reads (`parseBasePath`,
 * `parsePublicUrl`, `parseDeprecations`, …): the output is what it parsed (`""` for `"/"`,
 * an origin for a URL). The parser throws the error that names the option, and valibot lets
 * a transform's exception through, so `createApi` throws exactly what the parser says.
 */
export function parsedBy<TInput, TOutput>(parse: (value: unknown) => TOutput) {
  return v.pipe(
    // The parser checks the value; this only gives the option its type.
    v.custom<TInput>(() => true),
    v.transform<TInput, TOutput>(parse),
  );
}

/**
 * An option of type `T` validated where it is used, by code that throws its own error
 * (`loadCatalog` throws `CatalogValidationError`, taxonomy additions `TaxonomyError`).
 */
export function checkedOnUse<T>() {
  return v.custom<T>(() => true);
}
