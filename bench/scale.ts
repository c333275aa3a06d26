import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adapterEnv } from "./http-row.ts";
import { startServer } from "./server-process.ts";
import { syntheticCatalog } from "./synthetic-catalog.ts";

/** The catalog size the scale targets are stated at, and its seed. */
export const SCALE_VENDORS = 100_000;
const SEED = 20_261_101;
/** How long the server is left idle after it listens, before its memory is read. */
const IDLE_MS = 2_000;
/** The server's RSS at 100,000 vendors, once settled, must stay under this. */
export const RSS_LIMIT_MIB = 500;
/** How long the idle server is watched, at the end, for its RSS to settle under the limit. */
const SETTLE_MS = 180_000;
/** Distinct requests of each kind after the first; the first is compared with their median. */
const FOLLOWING = 100;
/** Free-text Ask AI answers timed for the p50, each a distinct question. */
const AI_SAMPLES = 500;

/** The kinds of request whose first is compared with the next ones. */
export const REQUEST_KINDS = [
  "search by tag",
  "search with q",
  "tools dump (first byte)",
  "Ask AI free text",
  "vendor page",
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Kinds whose first request computes an answer, not an index: the tools dump is serialized
 * (with its ETag) on the first request for a catalog version and root, then kept. Their first
 * is reported, with no target: "no index built inside a request" is about the others.
 */
export const ANSWER_BUILT_ON_FIRST_REQUEST: ReadonlySet<RequestKind> = new Set([
  "tools dump (first byte)",
]);

/** What `grc-directory serve` did with 100,000 vendors from a catalog file. */
export interface ScaleResult {
  vendors: number;
  catalogFileBytes: number;
  /** From spawning the process to its "listening" line, ms. */
  listenMs: number;
  /** Resident memory once listening and idle `idleMs` (VmRSS), MiB. */
  rssMiB: number;
  /** The most it held at any moment until then, loading included (VmHWM), MiB. */
  peakRssMiB: number;
  idleMs: number;
  /**
   * After every request below, idle again: the RSS once under `settleMiB` (V8 collects the
   * load's garbage on its own schedule: at its next major collection, which an idle process
   * gets from V8's memory reducer), and how long after the last request that took; or the
   * RSS when `SETTLE_MS` ran out.
   */
  settled: { rssMiB: number; afterMs: number; settleMiB: number };
  /** Per kind: the first request and the `FOLLOWING` distinct ones after it, ms. */
  requests: Record<RequestKind, { firstMs: number; medianMs: number; followingMs: number[] }>;
  /** Free-text Ask AI over HTTP, request sent to the end of the stream, ms. */
  askAi: { p50Ms: number; p99Ms: number; samplesMs: number[] };
}

/** Free-text questions: a few tags or none, and words only the vendors' own texts answer. */
const QUESTIONS: readonly string[] = [
  "Who can help a fintech startup prepare for its first SOC 2 audit?",
  "We need help with cloud security posture and access reviews",
  "ISO 27001 consultant who understands healthcare data and hospitals",
  "penetration testing for a mobile banking app in Germany",
  "vendor risk management and third-party questionnaires",
  "Who helps SaaS companies with GDPR data processing agreements?",
  "incident response readiness for a mid-market retailer",
  "business continuity planning for a logistics company",
  "AI governance and model risk for an insurance company",
  "policy writing and security awareness training for a small team",
  "continuous control monitoring for enterprise cloud workloads",
  "NIS2 gap analysis for an energy provider in the Netherlands",
];
const WORDS = ["audit", "cloud", "privacy", "risk", "controls", "evidence", "training", "pentest"];
/** Frameworks searched by tag, common and rare. */
const TAGS = ["iso-27001", "soc-2", "gdpr", "nis2", "pci-dss", "hipaa", "dora", "tisax", "c5"];

/** The i-th free-text question: the fixed ones, then each with words added so none repeats. */
function question(i: number): string {
  const base = QUESTIONS[i % QUESTIONS.length] as string;
  const round = Math.floor(i / QUESTIONS.length);
  return round === 0 ? base : `${base} ${WORDS[round % WORDS.length]} ${round}`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

/** A `/proc/<pid>/status` field in kB, as MiB. */
/** Polls VmRSS each second until it is under `settleMiB` or `SETTLE_MS` runs out. */
async function rssSettled(pid: number, settleMiB: number): Promise<ScaleResult["settled"]> {
  const started = performance.now();
  let rssMiB = statusMiB(pid, "VmRSS");
  while (rssMiB >= settleMiB && performance.now() - started < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rssMiB = statusMiB(pid, "VmRSS");
  }
  return { rssMiB, afterMs: performance.now() - started, settleMiB };
}

function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
  if (!kb) throw new Error(`bench: /proc/${pid}/status has no ${field}`);
  return Number(kb) / 1024;
}

interface Probe {
  path: string;
  method?: "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Stop at the first body chunk (the tools dump is ~100 MB here). */
  firstByte?: boolean;
  /** The status expected; 200 unless said. */
  status?: number;
}

/** Sends one request over a kept-alive connection; resolves with its time, ms, once read. */
function timedRequest(url: URL, agent: Agent, probe: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const { path, method = "GET", headers, body, firstByte, status = 200 } = probe;
    const request = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers, agent },
      (response) => {
        const fail = (why: string) => reject(new Error(`bench: ${method} ${path}: ${why}`));
        if (response.statusCode !== status) {
          response.resume();
          return fail(`answered ${response.statusCode}`);
        }
        if (firstByte) {
          response.once("data", () => {
            resolve(performance.now() - started);
            response.destroy();
          });
          return;
        }
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          const streamEnded = method !== "POST" || text.includes("event: done");
          if (streamEnded) resolve(performance.now() - started);
          else fail(`stream ended without a done event: ${text.slice(-300)}`);
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function ask(message: string): Probe {
  return {
    path: "/api/ai-search",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  };
}

/** The i-th request of a kind: distinct from the others, so no answer cache serves it. */
function probeOf(kind: RequestKind, i: number, slugs: readonly string[]): Probe {
  switch (kind) {
    case "search by tag":
      return {
        path: `/api/v1/search?framework=${TAGS[i % TAGS.length]}&limit=${(Math.floor(i / TAGS.length) % 50) + 1}`,
      };
    case "search with q":
      return { path: `/api/v1/search?q=${encodeURIComponent(`soc 2 auditor germany ${i}`)}` };
    case "tools dump (first byte)":
      // One origin, as behind PUBLIC_URL: the first request serializes the dump for this
      // catalog version and root, the next ones are answered from it.
      return { path: "/api/tools.json", firstByte: true };
    case "Ask AI free text":
      return ask(question(i));
    case "vendor page":
      return { path: `/vendors/${slugs[(i * 997) % slugs.length]}` };
  }
}

/**
 * Starts the CLI (`<cli> serve`) on `SCALE_VENDORS` synthetic vendors written to a catalog
 * file, as an operator runs it, and measures start-up, memory once idle (Linux `/proc`),
 * the first request of each kind against the next distinct ones, and free-text Ask AI.
 */
export async function measureScale(
  cli: string,
  progress: (message: string) => void,
): Promise<ScaleResult> {
  progress(`100k: generating ${SCALE_VENDORS.toLocaleString("en")} vendors`);
  const dir = mkdtempSync(join(tmpdir(), "grc-scale-"));
  const file = join(dir, "catalog.json");
  try {
    const document = syntheticCatalog(SCALE_VENDORS, SEED);
    const slugs = document.vendors.map((vendor) => vendor.slug);
    const json = JSON.stringify(document);
    writeFileSync(file, json);
    progress("100k: starting grc-directory serve on the catalog file");
    const started = performance.now();
    const env = { ...adapterEnv(), CATALOG_FILE: file };
    const server = await startServer("grc-directory serve (100k)", [cli, "serve"], env);
    const listenMs = performance.now() - started;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const rssMiB = statusMiB(server.pid, "VmRSS");
      const peakRssMiB = statusMiB(server.pid, "VmHWM");
      const url = new URL(server.url);
      // The connection and the code every request runs (bridge, router, error answer) are
      // warmed by JSON 404s first, which read no catalog: a first request then pays only
      // for what its own kind needs.
      for (let i = 0; i < 10; i++) {
        await timedRequest(url, agent, { path: `/api/warm-up-${i}`, status: 404 });
      }
      const requests = {} as ScaleResult["requests"];
      for (const kind of REQUEST_KINDS) {
        progress(`100k: ${kind}, the first and ${FOLLOWING} more`);
        const firstMs = await timedRequest(url, agent, probeOf(kind, 0, slugs));
        const followingMs: number[] = [];
        for (let i = 1; i <= FOLLOWING; i++) {
          followingMs.push(await timedRequest(url, agent, probeOf(kind, i, slugs)));
        }
        requests[kind] = { firstMs, medianMs: median(followingMs), followingMs };
      }
      progress(`100k: ${AI_SAMPLES} free-text Ask AI answers`);
      const samplesMs: number[] = [];
      for (let i = 0; i < AI_SAMPLES; i++) {
        samplesMs.push(await timedRequest(url, agent, ask(question(FOLLOWING + 1 + i))));
      }
      const sorted = [...samplesMs].sort((a, b) => a - b);
      progress(
        `100k: idle, RSS watched until under ${RSS_LIMIT_MIB} MiB (${SETTLE_MS / 1000} s at most)`,
      );
      const settled = await rssSettled(server.pid, RSS_LIMIT_MIB);
      return {
        vendors: SCALE_VENDORS,
        catalogFileBytes: Buffer.byteLength(json),
        listenMs,
        rssMiB,
        peakRssMiB,
        idleMs: IDLE_MS,
        settled,
        requests,
        askAi: { p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), samplesMs },
      };
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
