import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { adapterEnv } from "./http-throughput.ts";
import { startServer } from "./server-process.ts";

const CLI = fileURLToPath(new URL("../packages/adapter-node/dist/cli.js", import.meta.url));
/** How long the server is left idle after it listens, before its memory is read. */
const IDLE_MS = 2_000;

/** What `grc-directory serve` holds with a large catalog file. */
export interface ServerMemory {
  /** Resident memory once it listens and has been idle `idleMs`, MiB. */
  rssMiB: number;
  /** The most it held at any moment, loading included (Linux VmHWM), MiB. */
  peakRssMiB: number;
  /** From spawning the process to its "listening" line, ms. */
  listenMs: number;
  idleMs: number;
  catalogFileBytes: number;
}

/** A `/proc/<pid>/status` field in kB, as MiB. */
function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (!kb) throw new Error(`bench: /proc/${pid}/status has no ${field}`);
  return Number(kb) / 1024;
}

/**
 * Starts the built CLI (`grc-directory serve`) on `document` written to a catalog file, as an
 * operator runs it, and reads its memory after it listens and idles (Linux only). Needs the
 * built packages (`pnpm build`).
 */
export async function measureServerMemory(document: unknown): Promise<ServerMemory> {
  if (!existsSync(CLI)) throw new Error(`bench: ${CLI} is missing; run pnpm build first`);
  const dir = mkdtempSync(join(tmpdir(), "grc-scale-"));
  const file = join(dir, "catalog.json");
  try {
    const json = JSON.stringify(document);
    writeFileSync(file, json);
    const catalogFileBytes = Buffer.byteLength(json);
    const started = performance.now();
    const server = await startServer("grc-directory serve (catalog file)", [CLI, "serve"], {
      ...adapterEnv("warn"),
      CATALOG_FILE: file,
    });
    try {
      const listenMs = performance.now() - started;
      const search = await fetch(`${server.url}/api/v1/search?framework=iso-27001&limit=1`);
      await search.arrayBuffer();
      if (search.status !== 200) throw new Error(`bench: the server answered ${search.status}`);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      return {
        rssMiB: statusMiB(server.pid, "VmRSS"),
        peakRssMiB: statusMiB(server.pid, "VmHWM"),
        listenMs,
        idleMs: IDLE_MS,
        catalogFileBytes,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
