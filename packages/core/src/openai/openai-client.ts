import OpenAI from "openai";
import { VERSION } from "openai/version";

/** How to reach an OpenAI-compatible server (OpenAI, vLLM, Ollama, llama.cpp, …). */
export interface OpenAiConnection {
  /** A ready client; otherwise one is built from the fields below. */
  client?: OpenAI;
  apiKey?: string;
  /** Default: OpenAI's API. */
  baseURL?: string;
  /** Per request; default 30000 ms. */
  timeoutMs?: number;
  /** Retries on connection errors and 5xx before the first byte; default 0 (fail fast). */
  maxRetries?: number;
}

/**
 * The client for a connection; the API key may be a placeholder for local servers. The
 * client names itself by its class's name, which a minified bundle (a Worker) shortens,
 * so its usual User-Agent is set here.
 */
export function openAiClient(connection: OpenAiConnection): OpenAI {
  return (
    connection.client ??
    new OpenAI({
      apiKey: connection.apiKey ?? "unused",
      baseURL: connection.baseURL ?? null,
      timeout: connection.timeoutMs ?? 30_000,
      maxRetries: connection.maxRetries ?? 0,
      defaultHeaders: { "User-Agent": `OpenAI/JS ${VERSION}` },
    })
  );
}
