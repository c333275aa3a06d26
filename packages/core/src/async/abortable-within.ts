import { TimeoutError } from "./with-timeout.ts";

/**
 * Runs `call` with a signal that aborts after `ms`, or when `parent` aborts, and settles as
 * soon as either happens (`TimeoutError`, or the parent's reason), whether or not `call`
 * honours the signal: a client that does stops its request there, one that does not is no
 * longer waited for.
 */
export function abortableWithin<T>(
  call: (signal: AbortSignal) => Promise<T>,
  ms: number,
  parent?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const stop = (reason: unknown) => {
      controller.abort(reason);
      reject(reason);
    };
    if (parent?.aborted) return stop(parent.reason);
    const onParentAbort = () => stop(parent?.reason);
    parent?.addEventListener("abort", onParentAbort, { once: true });
    const timer = setTimeout(() => stop(new TimeoutError(`no answer within ${ms} ms`)), ms);
    const done = () => {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParentAbort);
    };
    call(controller.signal).then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}
