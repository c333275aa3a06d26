import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { requestListener } from "@grc-directory/adapter-node";
import { type ChatResponder, createApi } from "@grc-directory/core";
import express, { type Express } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mountedDirectorySuite } from "../../../conformance/mounted-directory.ts";
import { sse } from "../../../packages/adapter-node/test/http-client.ts";
import { createApp, DIRECTORY_PATH, type DirectoryOptions } from "../src/app.ts";

const HOST = "127.0.0.1";
const ai = { tokenSecret: "example-express-test-token-secret" };
const question = JSON.stringify({ message: "SOC 2 auditor in the United States" });

interface Running {
  url: string;
  close(): Promise<void>;
}

/** An Express app on a real HTTP server, on a free loopback port. */
async function listen(app: Express): Promise<Running> {
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, HOST, (error) => (error ? reject(error) : resolve(listening)));
  });
  return {
    url: `http://${HOST}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The example app, with the directory's options for this test. */
const start = (options: DirectoryOptions = {}) =>
  listen(createApp({ ...options, ai: { ...ai, ...options.ai } }).app);

const askAi = (url: string) =>
  fetch(`${url}${DIRECTORY_PATH}/api/ai-search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: question,
  });

describe("an Express app with the directory mounted under /directory", () => {
  let running: Running;

  beforeAll(async () => {
    running = await start();
  });
  afterAll(() => running.close());

  it("leaves the app's own routes answering, its JSON body parser included", async () => {
    const home = await fetch(`${running.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<a href="/directory/">GRC directory</a>');
    const health = await fetch(`${running.url}/health`);
    expect(await health.json()).toEqual({ ok: true });
    const feedback = await fetch(`${running.url}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Nice directory" }),
    });
    expect(feedback.status).toBe(201);
    expect(await feedback.json()).toEqual({ ok: true, received: 14 });
    // A path the app does not serve is Express's 404, not the API's.
    const missing = await fetch(`${running.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-request-id")).toBeNull();
    await missing.body?.cancel();
  });
});

describe("Ask AI through Express", () => {
  const running: Running[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
  });

  it("sends each event as it is written, while the answer is still open", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: ChatResponder = {
      model: "held",
      async *respond() {
        // A whole line: Ask AI passes an answer on line by line.
        yield { text: "First line.\n" };
        await released;
        yield { text: "Second line.", finishReason: "stop" };
      },
    };
    const server = await start({ ai: { responder: held } });
    running.push(server);
    const stream = sse((await askAi(server.url)).body);
    // Until `release()`, the answer is held open: these events came while it was.
    expect(await stream.until("delta")).toEqual(["meta", "delta"]);
    release();
    expect(await stream.until("done")).toEqual(["meta", "delta", "delta", "done"]);
  });

  it("answers when express.json() in front of the mount has already read the body", async () => {
    const app = express();
    app.use(express.json());
    app.use(DIRECTORY_PATH, requestListener(createApi({ basePath: DIRECTORY_PATH, ai })));
    const server = await listen(app);
    running.push(server);
    const response = await askAi(server.url);
    expect(response.status).toBe(200);
    const names = await sse(response.body).until("done");
    expect(names[0]).toBe("meta");
    // The API's own checks still apply to the body it is given.
    const empty = await fetch(`${server.url}${DIRECTORY_PATH}/api/ai-search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "" }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "bad_message" });
  });
});

mountedDirectorySuite({ name: "an Express app (requestListener)", start });
