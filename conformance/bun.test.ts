import { startServer } from "../bench/server-process.ts";
import { conformanceSuite } from "./contract.ts";
import { LOOPBACK, ROOT, RUNTIMES } from "./runtimes.ts";

conformanceSuite({
  name: "Bun (examples/bun)",
  clientHeader: "x-forwarded-for",
  compresses: true,
  readsCatalogFile: true,
  start: (env) =>
    startServer(
      "examples/bun",
      ["--conditions=@grc-directory/source", "examples/bun/main.ts"],
      { ...env, ...LOOPBACK },
      { command: RUNTIMES.bun, cwd: ROOT },
    ),
});
