import { createApi, type Logger } from "../packages/core/src/index.ts";
import { type GcPauses, gcPauses, type Latency } from "./latency.ts";
import { BENCH_ORIGIN } from "./queries.ts";

/**
 * What people ask Ask AI: framework, region, service type and industry in several
 * phrasings, two that the sample catalog has no vendor for, and one that is not about
 * compliance at all (the off-topic answer, naming no vendor).
 */
export const AI_QUESTIONS: readonly string[] = [
  "SOC 2 auditor in the United States",
  "ISO 27001 certification body in Germany",
  "pentest for a fintech in the UK",
  "TISAX in Germany",
  "Who can help us get ISO 42001 ready for our AI product?",
  "HIPAA risk assessment for a US health-tech startup",
  "NIS2 gap analysis in France",
  "cheap SOC 2 compliance automation",
  "PCI DSS audit in Singapore",
  "What is the airspeed velocity of an unladen swallow?",
];

/** Measured answers, and warm-up answers before them (JIT, the text index, the corpus check). */
export const AI_SAMPLING = { samples: 5_000, warmup: 500 };
const CLIENTS = 32;

/** What the Ask AI bench measured. */
export interface AiResult {
  questions: number;
  clients: number;
  warmup: number;
  /** From before `new Request` to the first read whose text holds `event: meta`. */
  meta: Latency;
  /** To the first read whose text holds `event: delta`. */
  firstDelta: Latency;
  /** To the end of the stream (after `done`). */
  full: Latency;
  meanBytes: number;
  meanDeltas: number;
  /** Answers that recommended no vendor (no match, or off-topic). */
  emptyShare: number;
  loggedProblems: string[];
}

/** tinybench's percentile (linear between closest ranks), so both tables mean the same. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const below = sorted[low] as number;
  const above = sorted[Math.min(low + 1, sorted.length - 1)] as number;
  return below + (at - low) * (above - below);
}

function toLatency(samplesMs: number[], gc: GcPauses): Latency {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    p50: quantile(sorted, 0.5) * 1000,
    p99: quantile(sorted, 0.99) * 1000,
    mean: mean * 1000,
    samples: sorted.length,
    gc,
  };
}

interface Answer {
  metaMs: number;
  deltaMs: number;
  fullMs: number;
  bytes: number;
  deltas: number;
  empty: boolean;
}

/**
 * Asks Ask AI `AI_SAMPLING.samples` questions in turn (after the warm-up), each read to
 * the end of its stream, timing the phases of every answer. tinybench is not used: it
 * times one call as one sample and cannot split an answer into meta, first delta and end.
 */
export async function measureAi(progress: (message: string) => void): Promise<AiResult> {
  const logged = new Set<string>();
  let measuring = false;
  // The fixed token secret keeps start-up quiet; anything logged while measured is reported.
  const note = (level: string) => (message: string) => {
    if (measuring) logged.add(`${level}: ${message}`);
  };
  const logger: Logger = { warn: note("warn"), error: note("error") };
  const api = createApi({
    ai: {
      tokenSecret: "x".repeat(20),
      // A fresh session per question and a few addresses would otherwise be throttled.
      limits: { perIpPerMinute: 1e9, perSessionPerHour: 1e9 },
    },
    rateLimits: { catalog: { limit: 1e9 } },
    logger,
  });
  measuring = true;
  const url = `${BENCH_ORIGIN}/api/ai-search`;
  const headers = { "content-type": "application/json" };
  const bodies = AI_QUESTIONS.map((message) => JSON.stringify({ message }));
  const addresses = Array.from({ length: CLIENTS }, (_, i) => `203.0.113.${i + 1}`);

  const ask = async (i: number): Promise<Answer> => {
    const clientAddress = addresses[i % addresses.length] as string;
    const body = bodies[i % bodies.length] as string;
    const t0 = performance.now();
    const response = await api.fetch(new Request(url, { method: "POST", body, headers }), {
      clientAddress,
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`bench: Ask AI answered ${response.status}: ${await response.text()}`);
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = "";
    let meta = Number.NaN;
    let delta = Number.NaN;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      // Only searched until found: the answer text grows, the markers are near its start.
      if (Number.isNaN(meta) && text.includes("event: meta")) meta = performance.now();
      if (Number.isNaN(delta) && text.includes("event: delta")) delta = performance.now();
    }
    const end = performance.now();
    text += decoder.decode();
    if (!text.includes("event: done") || Number.isNaN(meta) || Number.isNaN(delta)) {
      throw new Error(`bench: Ask AI stream incomplete: ${text.slice(0, 300)}`);
    }
    return {
      metaMs: meta - t0,
      deltaMs: delta - t0,
      fullMs: end - t0,
      bytes: Buffer.byteLength(text),
      deltas: text.split("event: delta").length - 1,
      empty: text.includes('"vendors":[]'),
    };
  };

  progress("ai: warm-up");
  for (let i = 0; i < AI_SAMPLING.warmup; i++) await ask(i);
  progress(`ai: ${AI_SAMPLING.samples} answers`);
  const gc = gcPauses();
  const answers: Answer[] = [];
  gc.start();
  for (let i = 0; i < AI_SAMPLING.samples; i++) answers.push(await ask(i));
  const pauses = await gc.stop();

  const mean = (pick: (a: Answer) => number) =>
    answers.reduce((sum, a) => sum + pick(a), 0) / answers.length;
  return {
    questions: AI_QUESTIONS.length,
    clients: CLIENTS,
    warmup: AI_SAMPLING.warmup,
    meta: toLatency(
      answers.map((a) => a.metaMs),
      pauses,
    ),
    firstDelta: toLatency(
      answers.map((a) => a.deltaMs),
      pauses,
    ),
    full: toLatency(
      answers.map((a) => a.fullMs),
      pauses,
    ),
    meanBytes: mean((a) => a.bytes),
    meanDeltas: mean((a) => a.deltas),
    emptyShare: mean((a) => (a.empty ? 1 : 0)),
    loggedProblems: [...logged],
  };
}
