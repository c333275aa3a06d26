/**
 * The part of autocannon 8's programmatic API the bench uses. The package ships no types,
 * and @types/autocannon trails its releases; this covers only what is read here.
 */
declare module "autocannon" {
  /** Options of one load run (see autocannon's README, "autocannon(opts[, cb])"). */
  export interface Options {
    url: string;
    method?: string;
    /** Sent with every request. */
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
  }

  /** A histogram summary: mean, spread and percentiles. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  /** What a finished run reports. Latency is in milliseconds, throughput in bytes. */
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds the run actually took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
  }

  /** A running load test: a thenable of its results that also emits per-response events. */
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Each response: status, bytes and its time in milliseconds (not rounded). */
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
    /** Each failed request (connection refused or reset, timeout…). */
    on(event: "reqError", listener: (error: Error & { code?: string }) => void): this;
  }

  /** Runs a load test; resolves with its results when no callback is given. */
  export default function autocannon(options: Options): Instance;
}
