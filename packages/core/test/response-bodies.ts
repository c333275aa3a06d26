import { vi } from "vitest";

/**
 * The bodies every `Response` was made of while `run` ran (null bodies left out): what a
 * handler handed over, before the Response copied it or not.
 */
export async function responseBodies(run: () => Promise<unknown>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "Response",
    class extends Response {
      constructor(body?: BodyInit | null, init?: ResponseInit) {
        super(body, init);
        if (body != null) bodies.push(body);
      }
    },
  );
  try {
    await run();
  } finally {
    vi.unstubAllGlobals();
  }
  return bodies;
}
