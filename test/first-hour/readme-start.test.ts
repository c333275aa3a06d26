import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itServesEverySurface } from "../every-surface.ts";
import { listeningServer } from "../listening-server.ts";
import { shellEnvironment } from "../shell-environment.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");

/** The README's first set-up command, its comment dropped. */
const START_COMMAND = (README.match(/```sh\n([^\n]*)\n/)?.[1] ?? "").replace(/\s+#.*$/, "");

interface TryRequest {
  line: string;
  url: string;
  init: RequestInit;
  /** The status the README's comment names, else any 2xx. */
  status: number | undefined;
}

/** Splits a shell line into words: single and double quotes, no expansions. */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

/** The `curl` commands of the README's "Try it" block, as requests. */
function tryItRequests(): TryRequest[] {
  const section = README.slice(README.indexOf("## Try it"));
  const block = section.match(/```sh\n([\s\S]*?)```/)?.[1] ?? "";
  return block
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => line.startsWith("curl "))
    .map((line) => {
      const [command, comment = ""] = line.split(/\s+#\s+/);
      const args = words(command ?? "").slice(1);
      const init: RequestInit & { headers: Record<string, string> } = { headers: {} };
      let url = "";
      for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === "-X") init.method = args[++i];
        else if (arg === "-H") {
          const [name = "", ...value] = (args[++i] ?? "").split(":");
          init.headers[name.trim()] = value.join(":").trim();
        } else if (arg === "-d") init.body = args[++i];
        else if (arg !== undefined && !arg.startsWith("-")) url = arg;
      }
      const status = comment.match(/^(\d{3})\b/)?.[1];
      return { line, url, init, status: status ? Number(status) : undefined };
    });
}

/** Files a fresh clone has: tracked ones, and new ones not yet committed (not ignored). */
function copyOfTheClone(): string {
  const dir = mkdtempSync(join(tmpdir(), "grc-first-hour-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(dir, file));
    } catch {
      // A file deleted in the working tree but still tracked: a clone of the commit has it,
      // this copy does not, as after `git rm`.
    }
  }
  return dir;
}

describe("the README's first command, in a copy of the clone", () => {
  let clone = "";
  let server: ChildProcess | undefined;
  let origin = "";
  let metricsUrl = "";
  let output = "";

  beforeAll(async () => {
    expect(START_COMMAND).toMatch(/^npx -y pnpm@12 install .*&& npx -y pnpm@12 start$/);
    clone = copyOfTheClone();
    server = spawn("bash", ["-c", START_COMMAND], {
      cwd: clone,
      // Free ports for the API and for Prometheus (METRICS_PORT), which is off by default.
      env: { ...shellEnvironment(), PORT: "0", METRICS_PORT: "0" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    ({ origin, metricsUrl, output } = await listeningServer(server, 170_000));
  }, 180_000);

  afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {}
    }
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  it("installs only what serving needs: no test runtimes, no build tools", () => {
    const installed = readdirSync(join(clone, "node_modules/.pnpm"));
    for (const name of [
      "bun@",
      "deno@",
      "workerd@",
      "miniflare@",
      "wrangler@",
      "vitest@",
      "tsup@",
    ]) {
      expect(
        installed.filter((entry) => entry.startsWith(name)),
        name,
      ).toEqual([]);
    }
  });

  it("starts the API on the bundled sample catalog, with demo interest", () => {
    expect(output).toMatch(/bundled sample catalog, demo interest history/);
  });

  it.each(tryItRequests())("answers the README's `$line`", async ({ url, init, status }) => {
    const response = await fetch(url.replace("http://127.0.0.1:8787", origin), init);
    await response.arrayBuffer();
    if (status === undefined) expect(response.status).toBeLessThan(300);
    else expect(response.status).toBe(status);
    expect(response.status).toBeGreaterThanOrEqual(200);
  });

  describe("serves every surface", () => {
    const pnpm = ["-y", "pnpm@12", "--silent", "mcp"];
    itServesEverySurface(() => ({
      origin,
      metricsUrl,
      // docs/mcp.md's launch commands from a checkout: against this deployment, and in process.
      stdioMcp: [
        {
          command: "npx",
          args: [...pnpm, "--base-url", origin],
          cwd: clone,
          env: shellEnvironment(),
        },
        { command: "npx", args: pnpm, cwd: clone, env: shellEnvironment() },
      ],
    }));
  });

  it("finds the README's requests (the check is not passing on none)", () => {
    expect(tryItRequests().length).toBeGreaterThanOrEqual(8);
    expect(tryItRequests().some((request) => request.init.method === "POST")).toBe(true);
  });
});
