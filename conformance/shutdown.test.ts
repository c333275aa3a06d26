import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../bench/server-process.ts";
import { useSlowStreamOnUpstash } from "../packages/core/test/slow-stream-fixture.ts";
import { LOOPBACK, ROOT, RUNTIMES } from "./runtimes.ts";

const servers: ServerProcess[] = [];

const RUNTIME_STARTS = {
  "Bun (examples/bun)": (env: Record<string, string>) =>
    startServer(
      "examples/bun",
      ["--conditions=@grc-directory/source", "examples/bun/main.ts"],
      env,
      { command: RUNTIMES.bun, cwd: ROOT },
    ),
  "Deno (examples/deno)": (env: Record<string, string>) =>
    startServer(
      "examples/deno",
      ["run", "--conditions=@grc-directory/source", "--allow-net", "--allow-env", "main.ts"],
      env,
      { command: RUNTIMES.deno, cwd: join(ROOT, "examples/deno") },
    ),
};

function start(runtime: keyof typeof RUNTIME_STARTS, env: Record<string, string>) {
  return RUNTIME_STARTS[runtime]({ LOG_LEVEL: "warn", ...env, ...LOOPBACK }).then((server) => {
    servers.push(server);
    return server;
  });
}

/** SIGTERM; resolves with how long the process took to exit. */
async function terminate(server: ServerProcess): Promise<number> {
  const sent = performance.now();
  await server.stop(20_000);
  return performance.now() - sent;
}

/** Sends `raw` on a fresh connection; resolves with what came back once `done` holds or it closes. */
function exchange(url: string, raw: string, done = (_: string) => false) {
  return new Promise<string>((resolve) => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
      if (done(answer)) resolve(answer);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer));
    socket.write(raw);
  });
}

const upstash = useSlowStreamOnUpstash();
afterAll(() => Promise.all(servers.map((server) => server.stop(1000))));

describe.each(Object.keys(RUNTIME_STARTS) as (keyof typeof RUNTIME_STARTS)[])(
  "%s: errors below the API",
  (runtime) => {
    it("answers a malformed Host with 400 INVALID_HOST in the API's JSON error shape", async () => {
      const server = await start(runtime, {});
      const answer = await exchange(
        server.url,
        "GET /api/v1/search?framework=soc-2 HTTP/1.1\r\nHost: bad host!\r\nConnection: close\r\n\r\n",
      );
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 400/);
      expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8/i);
      expect(head).toMatch(/\r\naccess-control-allow-origin: \*/i);
      expect(JSON.parse(body)).toMatchObject({ ok: false, error: { code: "INVALID_HOST" } });
    });
  },
);

describe.each(Object.keys(RUNTIME_STARTS) as (keyof typeof RUNTIME_STARTS)[])(
  "%s on SIGTERM",
  (runtime) => {
    const startRuntime = (env: Record<string, string>) => start(runtime, env);

    it("exits at once on SIGTERM when the only client holds an idle keep-alive connection", async () => {
      const server = await startRuntime({ SHUTDOWN_TIMEOUT_SECONDS: "30" });
      const answer = await exchange(
        server.url,
        "GET /api/v1/search?framework=soc-2 HTTP/1.1\r\nHost: localhost\r\n\r\n",
        (text) => text.includes('"count"') && text.trimEnd().endsWith("}"),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(await terminate(server)).toBeLessThan(3000);
    });

    it("ends an Ask AI stream with an error event at the shutdown timeout and releases its Upstash slot before exiting", async () => {
      await upstash.prepare();
      const server = await startRuntime({ SHUTDOWN_TIMEOUT_SECONDS: "1", ...upstash.env() });
      const { response, ended } = await upstash.ask(server.url);
      expect(response.status).toBe(200);
      expect(await upstash.slotsHeld()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const tookMs = await terminate(server);
      const events = await ended;
      expect(tookMs).toBeGreaterThanOrEqual(900);
      expect(tookMs).toBeLessThan(4000);
      expect(events[0]?.event).toBe("meta");
      expect(events.at(-1)?.event).toBe("error");
      expect(JSON.parse(events.at(-1)?.data ?? "{}")).toMatchObject({ code: "unavailable" });
      expect(await upstash.slotsHeld()).toBe(0);
    }, 30_000);
  },
);
