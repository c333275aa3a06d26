import { join } from "node:path";
import { Miniflare } from "miniflare";
import { bundleWorker } from "../packages/adapter-workers/test/bundle-worker.ts";
import { conformanceSuite } from "./contract.ts";
import { ROOT } from "./server-process.ts";

conformanceSuite({
  name: "workerd (examples/workers through Miniflare)",
  clientHeader: "cf-connecting-ip",
  async start(bindings) {
    const { code } = await bundleWorker(join(ROOT, "examples/workers/src/index.ts"));
    const worker = new Miniflare({
      modules: true,
      script: code,
      compatibilityDate: "2026-07-01",
      bindings,
      host: "127.0.0.1",
      port: 0,
    });
    const url = await worker.ready;
    return { url: url.origin, stop: () => worker.dispose() };
  },
});
