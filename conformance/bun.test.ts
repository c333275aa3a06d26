import { join } from "node:path";
import { conformanceSuite } from "./contract.ts";
import { ROOT, startServerProcess } from "./server-process.ts";

conformanceSuite({
  name: "Bun (examples/bun)",
  clientHeader: "x-forwarded-for",
  start: (env) =>
    startServerProcess(
      join(ROOT, "node_modules/.bin/bun"),
      ["--conditions=@grc-directory/source", "examples/bun/main.ts"],
      { env },
    ),
});
