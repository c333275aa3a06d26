import { join } from "node:path";
import { startServer } from "../bench/server-process.ts";
import { conformanceSuite } from "./contract.ts";
import { LOOPBACK, ROOT, RUNTIMES } from "./runtimes.ts";

conformanceSuite({
  name: "Deno (examples/deno)",
  clientHeader: "x-forwarded-for",
  readsCatalogFile: true,
  start: (env) =>
    startServer(
      "examples/deno",
      [
        "run",
        "--conditions=@grc-directory/source",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "main.ts",
      ],
      { ...env, ...LOOPBACK },
      { command: RUNTIMES.deno, cwd: join(ROOT, "examples/deno") },
    ),
});
