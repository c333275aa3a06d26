/** Ends a live stream at once with one last event. */
export type EndStream = (event: string, data: unknown) => void;

/**
 * The Ask AI streams this API has open, so that a shutdown can end them with an `error`
 * event and wait until their slots are released in the (possibly shared) capacity store.
 */
export interface OpenStreams {
  /** True once `shutdown` was called: no new stream may start. */
  readonly closing: boolean;
  /** Registers a live stream's `end`; the returned function unregisters it. */
  add(end: EndStream): () => void;
  /** Wraps a slot's release so that `shutdown` waits for it; runs it once. */
  trackRelease(release: () => Promise<void> | void): () => void;
  /** Ends every live stream with `event`/`data`, then waits for every release in flight. */
  shutdown(event: string, data: unknown): Promise<void>;
}

export function openStreams(): OpenStreams {
  const live = new Set<EndStream>();
  const releasing = new Set<Promise<void>>();
  let closing = false;
  return {
    get closing() {
      return closing;
    },
    add(end) {
      live.add(end);
      return () => live.delete(end);
    },
    trackRelease(release) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // A release that fails leaves the slot to expire on its own; nothing to report here.
        const pending = Promise.resolve()
          .then(release)
          .catch(() => {});
        releasing.add(pending);
        pending.finally(() => releasing.delete(pending));
      };
    },
    async shutdown(event, data) {
      closing = true;
      for (const end of [...live]) end(event, data);
      while (releasing.size > 0) await Promise.all([...releasing]);
    },
  };
}
