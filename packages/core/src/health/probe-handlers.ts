import type { Handler } from "../http/endpoint.ts";
import { jsonResponse, jsonTextResponse } from "../http/json-response.ts";
import {
  type Readiness,
  type ReadinessDeps,
  type ReadinessTiming,
  readiness,
} from "./readiness.ts";

const NO_STORE = "no-store";
const LIVE = JSON.stringify({ status: "ok" });

/** `/healthz`: the process serves. It asks nothing of any port, so it cannot wait or fail. */
const livenessHandler: Handler = async (_request, _url, _context, headers) =>
  jsonTextResponse(LIVE, 200, { ...headers, "cache-control": NO_STORE });

/**
 * `/readyz`: 200 while the API can serve; 503 while it has no catalog (`readiness`), and
 * `stopping` once its server has begun to stop (`Api.drain`), checks still reported.
 */
function readinessHandler(report: () => Promise<Readiness>, draining: () => boolean): Handler {
  return async (_request, _url, _context, headers) => {
    const checked = await report();
    const answer: Readiness = draining() ? { ...checked, status: "stopping" } : checked;
    const status = answer.status === "unavailable" || answer.status === "stopping" ? 503 : 200;
    return jsonResponse(answer, status, { ...headers, "cache-control": NO_STORE });
  };
}

/**
 * The liveness and readiness probes' handlers: never cached (`no-store`); a failed check is
 * reported, never a 500. Their routes take GET and HEAD and no rate limit (`app.ts`).
 */
export function probeHandlers(
  deps: ReadinessDeps & { draining?: () => boolean },
  timing?: ReadinessTiming,
): { liveness: Handler; readiness: Handler } {
  return {
    liveness: livenessHandler,
    readiness: readinessHandler(readiness(deps, timing), deps.draining ?? (() => false)),
  };
}
