/** A port call that did not answer in time. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/** Settles like `promise`, or rejects with `TimeoutError` after `ms`; the timer goes either way. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
