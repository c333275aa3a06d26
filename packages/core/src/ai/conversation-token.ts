import * as v from "valibot";
import { fromBase64url, toBase64url } from "../base64url.ts";
import { hmacKey, type SecretSetting } from "../hmac-key.ts";

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
export type ConversationState = v.InferOutput<typeof TokenPayloadSchema>;
export type TurnFilters = ConversationState["history"][number]["filters"];

const encoder = new TextEncoder();

/**
 * Signs and checks conversation tokens: `base64url(payload).base64url(HMAC-SHA256)`,
 * with Web Crypto. The check is `crypto.subtle.verify`, which compares in constant time.
 * A secret source is loaded on first use (see `ready`) and kept once loaded.
 */
export function conversationTokens(secret: SecretSetting, ttlSeconds: number) {
  const key = hmacKey(secret, ["sign", "verify"]);

  return {
    /** Loads the secret; rejects while its source cannot answer (nothing is kept then). */
    async ready(): Promise<void> {
      await key();
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
      const body = toBase64url(encoder.encode(JSON.stringify(payload)));
      const mac = await crypto.subtle.sign("HMAC", await key(), encoder.encode(body));
      return `${body}.${toBase64url(new Uint8Array(mac))}`;
    },

    /** The state in a token, or null when it is malformed, tampered with or expired. */
    async verify(token: string, now: number): Promise<ConversationState | null> {
      const [body, mac, extra] = token.split(".");
      if (!body || !mac || extra !== undefined) return null;
      const signature = fromBase64url(mac);
      if (!signature) return null;
      const valid = await crypto.subtle.verify(
        "HMAC",
        await key(),
        signature as Uint8Array<ArrayBuffer>,
        encoder.encode(body),
      );
      if (!valid) return null;
      try {
        const bytes = fromBase64url(body);
        if (!bytes) return null;
        const parsed = v.safeParse(TokenPayloadSchema, JSON.parse(new TextDecoder().decode(bytes)));
        if (!parsed.success || parsed.output.exp * 1000 <= now) return null;
        return parsed.output;
      } catch {
        return null;
      }
    },
  };
}
export type ConversationTokens = ReturnType<typeof conversationTokens>;
