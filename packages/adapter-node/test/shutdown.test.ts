import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { useSlowStreamOnUpstash } from "../../core/test/slow-stream-fixture.ts";
import { killCliProcesses, startCli } from "./cli-process.ts";

/** `grc-directory serve` in a child process, logging warnings only. */
const serve = (env: Record<string, string>) => startCli(["serve"], { LOG_LEVEL: "warn", ...env });

/** A raw keep-alive connection; `read` waits until `done` holds for what arrived. */
function rawConnection(url: string) {
  const { port } = new URL(url);
  const socket: Socket = connect(Number(port), "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const read = (done: (text: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!done(received)) return;
        socket.off("data", check);
        resolve(received);
      };
      socket.on("data", check);
      closed.then(() => (done(received) ? resolve(received) : reject(new Error(received))));
      check();
    });
  return { socket, closed, read };
}

const SEARCH = "GET /api/v1/search?framework=soc-2 HTTP/1.1\r\nHost: localhost\r\n";
const completeResponse = (text: string) => {
  const length = text.match(/content-length: (\d+)/i)?.[1];
  const [, body = ""] = text.split("\r\n\r\n");
  return length !== undefined && Buffer.byteLength(body) >= Number(length);
};

afterEach(() => {
  killCliProcesses();
});

describe("grc-directory serve on SIGTERM", () => {
  it("exits at once when the only client holds an idle keep-alive connection", async () => {
    const server = serve({ SHUTDOWN_TIMEOUT_SECONDS: "30" });
    const client = rawConnection(await server.listening);
    client.socket.write(`${SEARCH}\r\n`);
    expect(await client.read(completeResponse)).toMatch(/^HTTP\/1\.1 200/);
    const { code, afterMs } = await server.terminate();
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(3000);
    await client.closed;
  }, 20_000);

  it("lets a request in flight at SIGTERM complete, closes its connection, then exits at once", async () => {
    const server = serve({ SHUTDOWN_TIMEOUT_SECONDS: "30" });
    const client = rawConnection(await server.listening);
    // Half a request: the server holds it in flight until the rest arrives.
    client.socket.write(SEARCH);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const terminated = server.terminate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.socket.write("\r\n");
    const answer = await client.read(completeResponse);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.split("\r\n\r\n")[1] ?? "").count).toBeGreaterThan(0);
    await client.closed;
    const { code, afterMs } = await terminated;
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(3000);
  }, 20_000);
});

describe("grc-directory serve on SIGTERM with an Ask AI stream open, on Upstash", () => {
  const upstash = useSlowStreamOnUpstash();

  it("ends the stream with an error event at the timeout, releases its slot in Redis, then exits", async () => {
    // A model that keeps answering for a minute: far longer than the shutdown timeout.
    await upstash.prepare();
    const server = serve({ SHUTDOWN_TIMEOUT_SECONDS: "1", ...upstash.env() });
    const url = await server.listening;
    const { response, ended } = await upstash.ask(url);
    expect(response.status).toBe(200);
    expect(await upstash.slotsHeld()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { code, afterMs } = await server.terminate();
    const events = await ended;

    expect(code).toBe(0);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(4000);
    expect(events[0]?.event).toBe("meta");
    const last = events.at(-1);
    expect(last?.event).toBe("error");
    expect(JSON.parse(last?.data ?? "{}")).toEqual({
      code: "unavailable",
      message: expect.stringContaining("restarting"),
    });
    expect(await upstash.slotsHeld()).toBe(0);
  }, 30_000);
});
