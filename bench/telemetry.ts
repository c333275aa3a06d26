/**
 * `pnpm bench:telemetry`: what issue 31's telemetry costs `api.fetch` in process, per
 * request, in three set-ups interleaved in one process, round by round, so that the
 * process's own drift (JIT, heap, the VM's neighbours) falls on all three alike:
 * - `none`: no context manager, no SDK: the instruments and spans are the API's no-ops;
 * - `context`: the AsyncLocalStorage context manager the adapters register, so that log
 *   lines carry request ids;
 * - `sdk`: that, and an API recording into a real MeterProvider (a reader that is never
 *   collected) and TracerProvider (spans made and ended, exported nowhere).
 * Each round times 4,000 sequential requests per row and set-up; it prints each set-up's
 * median over 8 rounds (after 1 of warm-up) and every round, in µs per request.
 */

import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";
import { TracerProvider } from "@opentelemetry/sdk-trace";
import { createApi } from "../packages/core/src/app.ts";

const ROUNDS = 8;
const REQUESTS = 4000;
const ROWS = { "search one tag": "/api/v1/search?framework=iso-27001", "JSON 404": "/api/nope" };

class IdleReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

const options = {
  logger: { warn() {}, error() {} },
  rateLimits: { catalog: { limit: 1e9 } },
};
const plain = createApi(options);
const recorded = createApi({
  ...options,
  telemetry: {
    meterProvider: new MeterProvider({ readers: [new IdleReader()] }),
    tracerProvider: new TracerProvider(),
  },
});
await Promise.all([plain.ready(), recorded.ready()]);

const manager = new AsyncLocalStorageContextManager();
const SETUPS = {
  none: { api: plain, context: false },
  context: { api: plain, context: true },
  sdk: { api: recorded, context: true },
} as const;

async function microsPerRequest(api: typeof plain, path: string): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const response = await api.fetch(new Request(`http://127.0.0.1${path}`), {
      clientAddress: "127.0.0.1",
    });
    await response.arrayBuffer();
  }
  return ((performance.now() - started) / REQUESTS) * 1000;
}

const rounds: Record<string, number[]> = {};
for (let round = 0; round <= ROUNDS; round++) {
  for (const [name, setup] of Object.entries(SETUPS)) {
    if (setup.context) context.setGlobalContextManager(manager.enable());
    for (const [row, path] of Object.entries(ROWS)) {
      const micros = await microsPerRequest(setup.api, path);
      if (round === 0) continue;
      const key = `${row} | ${name}`;
      rounds[key] = [...(rounds[key] ?? []), Math.round(micros * 10) / 10];
    }
    if (setup.context) {
      context.disable();
      manager.disable();
    }
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (const [key, values] of Object.entries(rounds)) {
  console.log(`${key}: median ${median(values)} µs (rounds ${values.join(", ")})`);
}
