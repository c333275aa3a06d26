import { type Endpoint, type EndpointDeps, endpoint, type Handler } from "../http/endpoint.ts";
import { jsonResponse, jsonTextResponse } from "../http/json-response.ts";
import {
  type Readiness,
  type ReadinessDeps,
  type ReadinessTiming,
  readiness,
} from "./readiness.ts";

/** Probes answer GET and HEAD, and nothing else; neither is rate limited. */
const PROBE_METHODS = ["GET", "HEAD"] as const;
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
 * The liveness and readiness probes as routes: never rate limited, never counted, never
 * cached (`no-store`); a failed check is reported, never a 500.
 */
export function probeEndpoints(
  deps: EndpointDeps & ReadinessDeps & { draining?: () => boolean },
  timing?: ReadinessTiming,
): { liveness: Endpoint; readiness: Endpoint } {
  return {
    liveness: endpoint({ methods: PROBE_METHODS }, livenessHandler, deps),
    readiness: endpoint(
      { methods: PROBE_METHODS },
      readinessHandler(readiness(deps, timing), deps.draining ?? (() => false)),
      deps,
    ),
  };
}
