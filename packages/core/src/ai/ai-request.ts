import * as v from "valibot";
import { ApiError, type OrApiError } from "../http/api-error.ts";
import { readLimitedBody } from "../http/limited-body.ts";

/** Bodies larger than this are refused with 413 before they are read to the end. */
export const MAX_BODY_BYTES = 16 * 1024;
export const MAX_MESSAGE_LENGTH = 1200;

/** Characters as JSON Schema counts them (`maxLength`): code points, not UTF-16 units. */
const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * The question: at most 1200 code points as sent (before trimming, as JSON Schema counts
 * them), with at least one character that is not whitespace; the handler trims it.
 */
export const AiMessageSchema = v.pipe(
  v.string(),
  v.check((text) => codePoints(text) <= MAX_MESSAGE_LENGTH),
  v.check((text) => /\S/.test(text)),
  v.trim(),
  // The checks above have no JSON Schema form; these keys say the same to clients.
  v.metadata({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH, pattern: "\\S" }),
  v.description(
    `The question: 1 to ${MAX_MESSAGE_LENGTH} characters (Unicode code points, counted as sent, whitespace included), at least one of them not whitespace. Leading and trailing whitespace is trimmed before the question is read.`,
  ),
);

/** `POST /api/ai-search` body. */
export const AiSearchRequestSchema = v.strictObject({
  message: AiMessageSchema,
  token: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  // Defaulted to "en" after parsing (`readAiSearchRequest`), not with `v.optional(.., "en")`:
  // a `default` in the OpenAPI document makes openapi-typescript clients require the field.
  locale: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z]{2}$/),
      v.description(
        'The language of the answer, two lowercase letters (ISO 639-1). Optional: "en" when omitted.',
      ),
    ),
  ),
});
/** A valid request, `locale` filled in. */
export type AiSearchRequest = v.InferOutput<typeof AiSearchRequestSchema> & { locale: string };

const MESSAGES: Record<string, string> = {
  bad_json: "The body must be a JSON object with message, and optionally token and locale.",
  bad_message: `message must be 1 to ${MAX_MESSAGE_LENGTH} characters (code points, as sent), not only whitespace; locale, when given, two lowercase letters.`,
  bad_token: "token is not a conversation token issued by this service.",
};

/** An error in the Ask AI shape (`{ ok: false, code, message }`), with any headers it needs. */
export function aiError(
  status: number,
  code: string,
  message = MESSAGES[code] ?? code,
  headers?: Record<string, string>,
): ApiError {
  return new ApiError(status, code, message, undefined, headers ? { headers } : {});
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads and validates the request body, or answers why not: 413 `too_large`, 400
 * `bad_json`/`bad_message`/`bad_token`.
 */
export async function readAiSearchRequest(request: Request): Promise<OrApiError<AiSearchRequest>> {
  let json: unknown;
  try {
    const bytes = await readLimitedBody(request, MAX_BODY_BYTES);
    if (bytes === null) return aiError(413, "too_large", "The body is larger than 16 KiB.");
    json = JSON.parse(decoder.decode(bytes));
  } catch {
    // A body that could not be read, or is not UTF-8, or not JSON.
    return aiError(400, "bad_json");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return aiError(400, "bad_json");
  const result = v.safeParse(AiSearchRequestSchema, json);
  if (result.success) return { ...result.output, locale: result.output.locale ?? "en" };
  const field = result.issues[0].path?.[0]?.key;
  return aiError(
    400,
    field === "token"
      ? "bad_token"
      : field === "message" || field === "locale"
        ? "bad_message"
        : "bad_json",
  );
}
