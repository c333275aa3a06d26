/**
 * `pnpm bench:telemetry`: what issue 31's telemetry costs `api.fetch` in process, per
 * request, in three set-ups of one process each (the OpenTelemetry globals cannot be undone
 * within one): `none` (no context manager, no SDK: every instrument a no-op), `context` (the
 * AsyncLocalStorage context manager the adapters register, so log lines carry request ids)
 * and `sdk` (the Node SDK with the Prometheus reader and a span processor that drops spans,
 * as `grc-directory serve` runs with METRICS_PORT and an OTLP endpoint). tinybench, 5,000
 * calls after 500 of warm-up, for a one-tag search (answered from its cache) and the JSON 404.
 *   node --import tsx bench/telemetry.ts [none|context|sdk]   (no argument: all three)
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Bench } from "tinybench";

const SETUPS = ["none", "context", "sdk"] as const;
type Setup = (typeof SETUPS)[number];

async function measure(setup: Setup): Promise<void> {
  if (setup !== "none") {
    const { registerContextManager, startTelemetry } = await import(
      "../packages/adapter-node/src/telemetry.ts"
    );
    if (setup === "sdk") {
      process.env.OTEL_TRACES_EXPORTER = "none";
      const { trace } = await import("@opentelemetry/api");
      await startTelemetry({ metricsPort: 0, env: process.env });
      // Spans are created and ended, as with an exporter, but go nowhere.
      const { TracerProvider } = await import("@opentelemetry/sdk-trace");
      trace.setGlobalTracerProvider(new TracerProvider());
    }
    registerContextManager();
  }
  const { createApi } = await import("../packages/core/src/app.ts");
  const api = createApi({
    logger: { warn() {}, error() {} },
    rateLimits: { catalog: { limit: 1e6 } },
  });
  await api.ready();
  const call = (path: string) => async () => {
    const response = await api.fetch(new Request(`http://127.0.0.1${path}`), {
      clientAddress: "127.0.0.1",
    });
    await response.arrayBuffer();
  };
  const bench = new Bench({
    iterations: 5000,
    warmupIterations: 500,
    time: 0,
    warmupTime: 0,
    throws: true,
  });
  bench.add("search one tag", call("/api/v1/search?framework=iso-27001"));
  bench.add("404", call("/api/nope"));
  await bench.run();
  for (const task of bench.tasks) {
    const { result } = task;
    if (result?.state !== "completed")
      throw new Error(`bench:telemetry: ${task.name} ${result?.state}`);
    const { mean, p99 } = result.latency;
    console.log(JSON.stringify({ setup, row: task.name, meanUs: mean * 1000, p99Us: p99 * 1000 }));
  }
  process.exit(0);
}

const chosen = process.argv[2] as Setup | undefined;
if (chosen) await measure(chosen);
else {
  const self = fileURLToPath(import.meta.url);
  for (const setup of SETUPS) {
    const run = spawnSync(
      process.execPath,
      ["--conditions=@grc-directory/source", "--import", "tsx", self, setup],
      { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    process.stdout.write(run.stdout);
  }
}
