import type { Api } from "../app.ts";

/** After `Api.shutdown`, how long the ended Ask AI streams get to reach their clients. */
const FLUSH_MS = 1000;

/** Resolves true after `ms`, or false as soon as `until` settles: never holds the process. */
function delay(ms: number, until: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  return Promise.race([elapsed, until.then(() => false)]).finally(() => clearTimeout(timer));
}

/**
 * The shutdown every server adapter runs once it has stopped accepting: requests in flight
 * get until `timeoutMs` to finish (`drained` settles when the last one has); then the Ask AI
 * streams still open end with an `error` event and their slots are released
 * (`api.shutdown()`), they get a second to reach their clients, and `forceClose` ends what
 * is left. Resolves as soon as all of that is done, so a process exits without waiting for
 * the timeout when nothing is in flight.
 */
export async function closeGracefully(
  api: Api,
  drained: Promise<unknown>,
  timeoutMs: number,
  forceClose: () => unknown,
): Promise<void> {
  api.drain();
  const timedOut = await delay(timeoutMs, drained);
  await api.shutdown();
  if (timedOut && (await delay(FLUSH_MS, drained))) await forceClose();
  await drained;
}
