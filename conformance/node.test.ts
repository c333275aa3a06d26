import { startServer } from "../bench/server-process.ts";
import { conformanceSuite } from "./contract.ts";
import { LOOPBACK, ROOT } from "./runtimes.ts";

conformanceSuite({
  name: "Node (grc-directory serve)",
  clientHeader: "x-forwarded-for",
  compresses: true,
  readsCatalogFile: true,
  start: (env) =>
    startServer(
      "grc-directory serve",
      [
        "--conditions=@grc-directory/source",
        "--import",
        "tsx",
        "packages/adapter-node/src/cli.ts",
        "serve",
      ],
      { ...env, ...LOOPBACK },
      { cwd: ROOT },
    ),
});
