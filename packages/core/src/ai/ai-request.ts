import * as v from "valibot";
import { ApiError, type OrApiError } from "../http/api-error.ts";

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

const TOO_LARGE = "The body is larger than 16 KiB.";
const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * The body's bytes, or the 413 when there are too many. With its length declared (and
 * within the limit, or it is refused unread), the body is read whole, which a runtime's
 * bridge can do without a stream (the transport's framing ends it at that length; the
 * length read is checked again). Without, it is read as a stream and refused as soon as it
 * passes `MAX_BODY_BYTES`.
 */
async function readLimited(request: Request): Promise<OrApiError<Uint8Array>> {
  const length = request.headers.get("content-length");
  if (length !== null && Number(length) > MAX_BODY_BYTES) return tooLarge();
  const bytes =
    length !== null ? new Uint8Array(await request.arrayBuffer()) : await readStream(request);
  if (bytes === null || bytes.byteLength > MAX_BODY_BYTES) return tooLarge();
  return bytes;
}

const tooLarge = () => aiError(413, "too_large", TOO_LARGE);

/**
 * A body of undeclared length, read until it ends; null (and the rest left unread) once it
 * passes `MAX_BODY_BYTES`.
 */
async function readStream(request: Request): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads and validates the request body, or answers why not: 413 `too_large`, 400
 * `bad_json`/`bad_message`/`bad_token`.
 */
export async function readAiSearchRequest(request: Request): Promise<OrApiError<AiSearchRequest>> {
  let json: unknown;
  try {
    const bytes = await readLimited(request);
    if (bytes instanceof ApiError) return bytes;
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
