import type { AllowedOrigins } from "../http/allowed-origins.ts";
import type {
  ChatResponder,
  ConversationStore,
  Moderator,
  StreamCapacity,
  TokenSpendStore,
} from "../ports.ts";
import type { ConversationTokens } from "./conversation-token.ts";

/** Ask AI limits; each is configurable. */
export interface AiLimits {
  perIpPerMinute: number;
  perSessionPerHour: number;
  turnsPerConversation: number;
  concurrentStreams: number;
}

/** Everything the Ask AI handler is configured with. */
export interface AiSettings {
  enabled: boolean;
  /** The browser origins granted CORS besides the deployment's own; others are refused. */
  allowedOrigins: AllowedOrigins;
  /** `null` when a model was asked for but cannot be built (503 `not_configured`). */
  responder: ChatResponder | null;
  moderator: Moderator | null;
  tokens: ConversationTokens;
  /** How long a conversation lives after its last turn (token and turn count). */
  tokenTtlSeconds: number;
  /** Where each conversation's turns are counted, so a replayed token cannot reset them. */
  conversations: ConversationStore;
  limits: AiLimits;
  capacity: StreamCapacity;
  /**
   * Model tokens allowed per UTC day, across every instance sharing `tokenSpend`; past it a
   * model answer is refused (429 `capacity`). `undefined`: no budget.
   */
  dailyTokenBudget: number | undefined;
  /** Where each day's model tokens are counted. */
  tokenSpend: TokenSpendStore;
  /** Expected SHA-256 of the corpus; the gate then refuses any other corpus. */
  corpusDigest: string | undefined;
  heartbeatMs: number;
  /** Longest wait for the model's next piece before the stream fails. */
  idleTimeoutMs: number;
}
