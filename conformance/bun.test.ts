import { conformanceSuite } from "./contract.ts";
import { RUNTIMES, startServerProcess } from "./server-process.ts";

conformanceSuite({
  name: "Bun (examples/bun)",
  clientHeader: "x-forwarded-for",
  start: (env) =>
    startServerProcess(
      RUNTIMES.bun,
      ["--conditions=@grc-directory/source", "examples/bun/main.ts"],
      { env },
    ),
});
