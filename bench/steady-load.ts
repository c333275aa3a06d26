import { Agent, request as httpRequest } from "node:http";

/** The kinds of request in the steady mix. */
export const LOAD_KINDS = [
  "search by framework",
  "search with q",
  "healthz",
  "tools dump (first byte)",
  "vendor page",
] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** One request the load sent to an instance that had already answered or listened. */
export interface RequestSample {
  /** When it was sent, ms since the load's epoch (the servers' spawn). */
  startMs: number;
  /** Sent to the response's headers, ms; undefined when none came. */
  firstByteMs: number | undefined;
  /** Sent to the end of the body (the first body byte for the tools dump), or to the error, ms. */
  latencyMs: number;
  status: number | undefined;
  /** The connection error (code or message), if the request failed without an answer. */
  error: string | undefined;
  instance: number;
  phase: string;
  kind: LoadKind;
}

/** A running steady load: a fixed number of requests in flight, round-robin over instances. */
export interface SteadyLoad {
  /** The phase every request sent from now on is labelled with. */
  phase: string;
  readonly samples: RequestSample[];
  /** Per instance, the connections refused before it first answered or listened (not errors). */
  readonly notYetUp: number[];
  /** Tells the load that instance `index` listens: from now on a refused connection counts. */
  markUp(index: number): void;
  /** Sends no more requests; resolves once those in flight have ended. */
  stop(): Promise<void>;
}

/** What the load sends, and how long a request may take before it counts as failed. */
export interface SteadyLoadOptions {
  /** `http://127.0.0.1:port` of each instance, known before it listens. */
  urls: readonly string[];
  inFlightPerInstance: number;
  /** Vendor slugs for the vendor pages. */
  slugs: readonly string[];
  /** `performance.now()` the sample times are measured from. */
  epoch: number;
  timeoutMs: number;
}

/** The pause after a failed request, so that a dead instance is not hammered in a tight loop. */
const RETRY_PAUSE_MS = 20;

/** The i-th request kind an instance gets: mostly searches and health, a few pages and dumps. */
function kindOf(i: number): LoadKind {
  if (i % 100 === 99) return "tools dump (first byte)";
  if (i % 10 === 4) return "vendor page";
  return (["search by framework", "search with q", "healthz"] as const)[i % 3] as LoadKind;
}

/** The path of the i-th request of a kind. */
function pathOf(kind: LoadKind, i: number, slugs: readonly string[]): string {
  switch (kind) {
    case "search by framework":
      return "/api/v1/search?framework=iso-27001&limit=20";
    case "search with q":
      return "/api/v1/search?q=soc%202%20audit%20germany";
    case "healthz":
      return "/healthz";
    case "tools dump (first byte)":
      return "/api/tools.json";
    case "vendor page":
      return `/vendors/${slugs[(i * 997) % slugs.length]}`;
  }
}

/** What one request ended with, times in ms from when it was sent. */
interface Outcome {
  firstByteMs: number | undefined;
  latencyMs: number;
  status: number | undefined;
  error: string | undefined;
}

/** Sends one GET and resolves (never rejects) with its outcome. */
function send(url: URL, agent: Agent, path: string, firstByteOnly: boolean, timeoutMs: number) {
  return new Promise<Outcome>((resolve) => {
    const started = performance.now();
    let firstByteMs: number | undefined;
    let status: number | undefined;
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ firstByteMs, latencyMs: performance.now() - started, status, error });
    };
    const request = httpRequest({ host: url.hostname, port: url.port, path, agent }, (response) => {
      firstByteMs = performance.now() - started;
      status = response.statusCode;
      response.on("error", (error) => settle((error as NodeJS.ErrnoException).code ?? "aborted"));
      if (firstByteOnly && status === 200) {
        response.once("data", () => {
          settle();
          response.destroy();
        });
      } else {
        response.on("end", () => settle());
        response.resume();
      }
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", (error) => settle((error as NodeJS.ErrnoException).code ?? error.message));
    request.end();
  });
}

/** Starts the load at once: instances that do not listen yet only have their refusals counted. */
export function startSteadyLoad(options: SteadyLoadOptions): SteadyLoad {
  const { urls, slugs, epoch, timeoutMs } = options;
  const targets = urls.map((url) => new URL(url));
  const agents = urls.map(
    () => new Agent({ keepAlive: true, maxSockets: options.inFlightPerInstance }),
  );
  const up = urls.map(() => false);
  let stopped = false;
  let sent = 0;
  const load: SteadyLoad = {
    phase: "start",
    samples: [],
    notYetUp: urls.map(() => 0),
    markUp: (index) => {
      up[index] = true;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      for (const agent of agents) agent.destroy();
    },
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One of the in-flight slots: sends the next request as soon as its last one ended. */
  async function worker(): Promise<void> {
    while (!stopped) {
      const n = sent++;
      const instance = n % urls.length;
      const i = Math.floor(n / urls.length);
      const kind = kindOf(i);
      const phase = load.phase;
      const startMs = performance.now() - epoch;
      const target = targets[instance] as URL;
      const agent = agents[instance] as Agent;
      const firstByteOnly = kind === "tools dump (first byte)";
      // Refused while not known to listen when sent: not up yet, whatever is known by its end.
      const wasUp = up[instance];
      const outcome = await send(target, agent, pathOf(kind, i, slugs), firstByteOnly, timeoutMs);
      if (outcome.error === "ECONNREFUSED" && !wasUp) {
        (load.notYetUp[instance] as number)++;
        await pause(RETRY_PAUSE_MS);
        continue;
      }
      if (outcome.status !== undefined) up[instance] = true;
      load.samples.push({ startMs, ...outcome, instance, phase, kind });
      if (outcome.error) await pause(RETRY_PAUSE_MS);
    }
  }
  const workers = Array.from({ length: options.inFlightPerInstance * urls.length }, worker);
  return load;
}
