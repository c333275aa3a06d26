import { PerformanceObserver } from "node:perf_hooks";
import { Bench, type FnOptions, type Statistics } from "tinybench";

/**
 * Stop-the-world GC pauses seen while sampling (warm-up excluded). V8's incremental marking
 * steps, run inside allocations between these pauses, are not entries and not counted.
 */
export interface GcPauses {
  count: number;
  totalMs: number;
  maxMs: number;
}

/** Per-call latency percentiles in microseconds, and the GC work inside the window. */
export interface Latency {
  p50: number;
  p99: number;
  mean: number;
  samples: number;
  gc: GcPauses;
}

/** Samples per measurement and warm-up calls before it. */
export interface SamplingOptions {
  samples: number;
  warmup: number;
}

function benchFor({ samples, warmup }: SamplingOptions): Bench {
  return new Bench({
    // A pure sample count (no time budget) keeps runs equally sized across machines.
    iterations: samples,
    time: 0,
    warmupIterations: warmup,
    warmupTime: 0,
    // hrtime is nanosecond-grained; performance.now() would round sub-µs searches away.
    timestampProvider: "hrtimeNow",
    // Each sample is one call between two clock reads; subtract what the reads cost.
    subtractTimerOverhead: true,
    throws: true,
  });
}

function toLatency(statistics: Statistics, gc: GcPauses): Latency {
  const us = (ms: number) => ms * 1000;
  return {
    p50: us(statistics.p50),
    p99: us(statistics.p99),
    mean: us(statistics.mean),
    samples: statistics.samplesCount,
    gc,
  };
}

/**
 * Stop-the-world GC pauses between `start()` and `stop()`. `start()` runs a full collection
 * first, so one measurement does not pay for the garbage of the last.
 */
export function gcPauses(): { start(): void; stop(at?: number): Promise<GcPauses> } {
  const entries: { startTime: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push(entry);
  });
  observer.observe({ entryTypes: ["gc"] });
  let from = Number.POSITIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  return {
    start() {
      globalThis.gc?.();
      from = performance.now();
    },
    async stop(at = performance.now()) {
      to = at;
      // Node queues GC entries for a later event-loop turn, and a loop of microtasks (a cached
      // api.fetch never yields to the loop) defers them all: give them a few turns to land.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setImmediate(resolve));
      entries.push(...observer.takeRecords());
      observer.disconnect();
      const inWindow = entries.filter((e) => e.startTime >= from && e.startTime <= to);
      return {
        count: inWindow.length,
        totalMs: inWindow.reduce((sum, e) => sum + e.duration, 0),
        maxMs: inWindow.reduce((max, e) => Math.max(max, e.duration), 0),
      };
    },
  };
}

/** The same window as tinybench hooks: the measured phase only, warm-up excluded. */
function gcWatch(): { hooks: FnOptions; pauses(): Promise<GcPauses> } {
  const pauses = gcPauses();
  let stoppedAt: number | undefined;
  return {
    hooks: {
      beforeAll(mode) {
        if (mode === "run") pauses.start();
      },
      afterAll(mode) {
        if (mode === "run") stoppedAt = performance.now();
      },
    },
    pauses: () => pauses.stop(stoppedAt),
  };
}

function statisticsOf(bench: Bench, name: string): Statistics {
  const result = bench.getTask(name)?.result;
  if (result?.state !== "completed") {
    const reason = result?.state === "errored" ? result.error : result?.state;
    throw new Error(`bench: task ${name} did not complete (${String(reason)})`);
  }
  return result.latency;
}

/** Times each call of a synchronous function (after warm-up): percentiles and GC pauses. */
export async function sampleSync(
  name: string,
  fn: () => void,
  options: SamplingOptions,
): Promise<Latency> {
  const watch = gcWatch();
  const bench = benchFor(options).add(name, fn, watch.hooks);
  // Synchronous running keeps a sub-µs call from paying for a promise turn per sample.
  bench.runSync();
  return toLatency(statisticsOf(bench, name), await watch.pauses());
}

/** Times each awaited call of an async function (after warm-up). */
export async function sampleAsync(
  name: string,
  fn: () => Promise<void>,
  options: SamplingOptions,
): Promise<Latency> {
  const watch = gcWatch();
  const bench = benchFor(options).add(name, fn, { ...watch.hooks, async: true });
  await bench.run();
  return toLatency(statisticsOf(bench, name), await watch.pauses());
}

/** The median of a few whole-operation timings (ms), for things too slow to sample 20k times. */
export function medianMs(runs: number, fn: () => void, before?: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    before?.();
    const started = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
