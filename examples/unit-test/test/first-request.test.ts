import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const EXAMPLE = fileURLToPath(new URL("..", import.meta.url));

it("runs the README's first request: a search answered in process, with results", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--conditions=@grc-directory/source", "--import", "tsx", "src/first-request.ts"],
    { cwd: EXAMPLE, timeout: 30_000 },
  );
  const [status, results] = stdout.trim().split(" ").map(Number);
  expect(status).toBe(200);
  expect(results).toBeGreaterThan(0);
});
