/** How often each instance's `/readyz` is asked while waiting for a version. */
const POLL_MS = 250;
/** Longest one `/readyz` may take before it counts as "not that version yet". */
const PROBE_TIMEOUT_MS = 5_000;

/** The live catalog version an instance's `/readyz` reports, or undefined (static, down, no answer). */
async function liveVersion(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${url}/readyz`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body = (await response.json()) as {
      checks?: { catalog?: { source?: string; version?: string } };
    };
    const catalog = body.checks?.catalog;
    return catalog?.source === "live" ? catalog.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Polls every instance's `/readyz` until each reports `checks.catalog.source == "live"` with
 * `version`, or is dead (`isDead(i)`), or `timeoutMs` has passed. Resolves with when each first
 * reported it, ms since `epoch`; undefined for an instance that never did.
 */
export async function waitForLiveVersion(
  urls: readonly string[],
  version: string,
  options: { epoch: number; timeoutMs: number; isDead: (index: number) => boolean },
): Promise<(number | undefined)[]> {
  const { epoch, timeoutMs, isDead } = options;
  const deadline = performance.now() + timeoutMs;
  const servingAt: (number | undefined)[] = urls.map(() => undefined);
  const pending = (i: number) => servingAt[i] === undefined && !isDead(i);
  while (urls.some((_, i) => pending(i)) && performance.now() < deadline) {
    await Promise.all(
      urls.map(async (url, i) => {
        if (pending(i) && (await liveVersion(url)) === version) {
          servingAt[i] = performance.now() - epoch;
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return servingAt;
}
