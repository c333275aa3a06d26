import * as v from "valibot";
import { fromBase64url, toBase64url } from "../crypto/base64url.ts";
import { hmacSigner, type SecretSetting, sameMac } from "../crypto/hmac-signer.ts";

/** Questions and filters remembered from earlier turns (the last few only). */
export const HISTORY_TURNS = 4;
const HISTORY_MESSAGE_CHARS = 300;

const slugs = v.array(v.string());
const TokenPayloadSchema = v.strictObject({
  v: v.literal(1),
  sid: v.string(),
  turn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  exp: v.number(),
  history: v.array(
    v.strictObject({
      message: v.string(),
      filters: v.strictObject({ frameworks: slugs, regions: slugs, serviceTypes: slugs }),
    }),
  ),
});
/** A token's payload; each turn's `filters` are the search's `TagFilters`. */
export type ConversationState = v.InferOutput<typeof TokenPayloadSchema>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Signs and checks conversation tokens: `base64url(payload).base64url(HMAC-SHA256)`.
 * The check compares MACs in constant time (`sameMac`).
 * A secret source is loaded on first use (see `ready`) and kept once loaded.
 */
export function conversationTokens(secret: SecretSetting, ttlSeconds: number) {
  const signer = hmacSigner(secret);

  return {
    /** Loads the secret; rejects while its source cannot answer (nothing is kept then). */
    async ready(): Promise<void> {
      await signer();
    },

    /** A token for the state after a turn, valid for `ttlSeconds` from `now`. */
    async sign(state: Omit<ConversationState, "v" | "exp">, now: number): Promise<string> {
      const payload: ConversationState = {
        v: 1,
        ...state,
        exp: Math.floor(now / 1000) + ttlSeconds,
        history: state.history.slice(-HISTORY_TURNS).map((turn) => ({
          ...turn,
          message: turn.message.slice(0, HISTORY_MESSAGE_CHARS),
        })),
      };
      const sign = await signer();
      const body = toBase64url(encoder.encode(JSON.stringify(payload)));
      return `${body}.${toBase64url(sign(encoder.encode(body)))}`;
    },

    /** The state in a token, or null when it is malformed, tampered with or expired. */
    async verify(token: string, now: number): Promise<ConversationState | null> {
      const [body, mac, extra] = token.split(".");
      if (!body || !mac || extra !== undefined) return null;
      const signature = fromBase64url(mac);
      if (!signature) return null;
      const sign = await signer();
      if (!sameMac(sign(encoder.encode(body)), signature)) return null;
      try {
        const bytes = fromBase64url(body);
        if (!bytes) return null;
        const parsed = v.safeParse(TokenPayloadSchema, JSON.parse(decoder.decode(bytes)));
        if (!parsed.success || parsed.output.exp * 1000 <= now) return null;
        return parsed.output;
      } catch {
        return null;
      }
    },
  };
}
export type ConversationTokens = ReturnType<typeof conversationTokens>;
