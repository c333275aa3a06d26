import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake server answers the next chat completion. */
export type ChatBehaviour =
  | { kind: "stream"; pieces: string[]; delayMs?: number }
  | { kind: "error-before-stream"; status: number }
  | { kind: "cut-mid-stream"; pieces: string[] }
  | { kind: "hang" };

/** How the fake server answers `GET /v1/models` (what the model check calls). */
export type ModelsBehaviour = { kind: "ok" } | { kind: "error"; status: number } | { kind: "hang" };

export type ModerationBehaviour =
  | { kind: "ok"; flagged: boolean }
  | { kind: "error"; status: number };

/** The token usage the fake server reports, as OpenAI's `usage` counts it. */
export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/**
 * A local server speaking the OpenAI HTTP protocol (streamed chat completions ending in
 * `[DONE]`, and moderations), so tests run the real `openai` client without a real model.
 * A streamed answer asked for its usage (`stream_options.include_usage`) ends with a usage
 * chunk (`choices: []`) unless `state.usage` is null, as a server that reports none.
 */
export async function startFakeOpenAi() {
  const state = {
    chat: { kind: "stream", pieces: ["Hello"] } as ChatBehaviour,
    moderation: { kind: "ok", flagged: false } as ModerationBehaviour,
    models: { kind: "ok" } as ModelsBehaviour,
    /** `GET /v1/models` requests received. */
    modelRequests: 0,
    /** What the usage chunk reports; null: no usage chunk, however it is asked for. */
    usage: { prompt_tokens: 300, completion_tokens: 50 } as FakeUsage | null,
    /** Bodies of the chat requests received. */
    chatRequests: [] as Record<string, unknown>[],
    /** The `User-Agent` of each chat request received. */
    chatUserAgents: [] as (string | undefined)[],
    /** Resolves when a streaming client disconnects before the end. */
    disconnects: 0,
  };

  const read = (request: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => resolve(body ? JSON.parse(body) : {}));
    });

  const chunk = (content: string | null, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion.chunk",
      created: 1,
      model: "fake-model",
      choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
    })}\n\n`;

  const usageChunk = (usage: FakeUsage) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion.chunk",
      created: 1,
      model: "fake-model",
      choices: [],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    })}\n\n`;

  async function chat(request: IncomingMessage, response: ServerResponse) {
    state.chatUserAgents.push(request.headers["user-agent"]);
    const body = await read(request);
    state.chatRequests.push(body);
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    const usage = options?.include_usage === true ? state.usage : null;
    const behaviour = state.chat;
    if (behaviour.kind === "error-before-stream") {
      response.writeHead(behaviour.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "model exploded", type: "server_error" } }));
      return;
    }
    if (behaviour.kind === "hang") {
      request.socket.on("close", () => state.disconnects++);
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    let finished = false;
    response.on("close", () => {
      if (!finished) state.disconnects++;
    });
    for (const piece of behaviour.pieces) {
      if (response.destroyed) return;
      response.write(chunk(piece));
      if (behaviour.kind === "stream" && behaviour.delayMs) {
        await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      }
    }
    if (behaviour.kind === "cut-mid-stream") {
      // Let the client read what was sent, so the cut lands mid-answer.
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
      response.socket?.destroy();
      return;
    }
    response.write(chunk(null, "stop"));
    if (usage) response.write(usageChunk(usage));
    response.write("data: [DONE]\n\n");
    finished = true;
    response.end();
  }

  async function moderation(request: IncomingMessage, response: ServerResponse) {
    await read(request);
    const behaviour = state.moderation;
    if (behaviour.kind === "error") {
      response.writeHead(behaviour.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "moderation down" } }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "modr-test",
        model: "omni-moderation-latest",
        results: [{ flagged: behaviour.flagged, categories: {}, category_scores: {} }],
      }),
    );
  }

  function models(response: ServerResponse) {
    state.modelRequests++;
    const behaviour = state.models;
    if (behaviour.kind === "hang") return;
    const status = behaviour.kind === "error" ? behaviour.status : 200;
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify(
        behaviour.kind === "error"
          ? {
              error: {
                message: "Incorrect API key provided: sk-test***",
                type: "invalid_request_error",
              },
            }
          : {
              object: "list",
              data: [{ id: "fake-model", object: "model", created: 1, owned_by: "test" }],
            },
      ),
    );
  }

  const server = createServer((request, response) => {
    if (request.url === "/v1/chat/completions") void chat(request, response);
    else if (request.url === "/v1/models") models(response);
    else if (request.url === "/v1/moderations") void moderation(request, response);
    else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
