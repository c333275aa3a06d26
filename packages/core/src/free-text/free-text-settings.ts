import * as v from "valibot";
import { ApiOptionsSchema } from "../options/api-options-schema.ts";

/** `createApi`'s `freeText` option, where the settings are written once with their defaults. */
const FreeTextOptionsSchema = ApiOptionsSchema.entries.freeText;

/** How free text is read: typo tolerance, ambiguous place names, the lexicons (`freeText`). */
export type FreeTextSettings = Omit<v.InferOutput<typeof FreeTextOptionsSchema>, "reader">;

/** The settings when none are given. */
export const DEFAULT_FREE_TEXT_SETTINGS: FreeTextSettings = v.parse(FreeTextOptionsSchema, {});
