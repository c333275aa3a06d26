import { startExampleWorker } from "../packages/adapter-workers/test/example-worker.ts";
import { conformanceSuite } from "./contract.ts";

conformanceSuite({
  name: "workerd (examples/workers through Miniflare)",
  clientHeader: "cf-connecting-ip",
  start: startExampleWorker,
});
