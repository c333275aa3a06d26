import type { Clock, Pingable } from "../ports.ts";
import { boundedCall } from "./bounded-call.ts";
import type { CheckReport } from "./check-report.ts";

/**
 * A port's check: its `ping`, bounded by `timeoutMs`, `down` with the error when it rejects,
 * throws or does not answer in time. A port without `ping` keeps its state in the process:
 * `ok`, `checked: false`.
 */
export async function portCheck(
  port: Pingable,
  timeoutMs: number,
  clock: Clock,
): Promise<CheckReport> {
  if (typeof port.ping !== "function") return { state: "ok", checked: false };
  const outcome = await boundedCall(
    async (signal) => {
      await port.ping?.(signal);
    },
    timeoutMs,
    clock,
  );
  return outcome.ok
    ? { state: "ok", latencyMs: outcome.latencyMs }
    : { state: "down", latencyMs: outcome.latencyMs, error: outcome.error };
}
