import { conformanceSuite } from "./contract.ts";
import { startServerProcess } from "./server-process.ts";

conformanceSuite({
  name: "Node (grc-directory serve)",
  clientHeader: "x-forwarded-for",
  start: (env) =>
    startServerProcess(
      process.execPath,
      [
        "--conditions=@grc-directory/source",
        "--import",
        "tsx",
        "packages/adapter-node/src/cli.ts",
        "serve",
      ],
      { env },
    ),
});
