import { join } from "node:path";
import { conformanceSuite } from "./contract.ts";
import { ROOT, RUNTIMES, startServerProcess } from "./server-process.ts";

conformanceSuite({
  name: "Deno (examples/deno)",
  clientHeader: "x-forwarded-for",
  start: (env) =>
    startServerProcess(
      RUNTIMES.deno,
      [
        "run",
        "--conditions=@grc-directory/source",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "main.ts",
      ],
      { cwd: join(ROOT, "examples/deno"), env },
    ),
});
