import { heapPastCeiling } from "../memory/heap-ceiling.ts";
import type {
  CatalogLoadStatus,
  CatalogSnapshot,
  CatalogSource,
  Clock,
  HeapUse,
  Logger,
} from "../ports.ts";
import type { PreparedCatalog } from "./prepared-catalog.ts";

/**
 * A catalog source whose versions go into service only once `prepare` has made what they
 * answer at great cost: the tools dump and `/llms-full.txt` (100 MB and 25 MB at 100,000
 * vendors, seconds of work in slices) for the public URL, and for the roots the version in
 * service (`serving`, none for the first) was asked them for. Until a new version's are
 * made, the version in service keeps answering, so no request waits for them and none is
 * slowed by a request building them; a version with none to make (`prepare` answers
 * `undefined`) goes into service at once. The first version is waited for, as a source's own first
 * load is (a server that waits for `Api.ready` listens once they are made). A preparation that
 * fails is logged and its version served all the same; its bodies are then made on their
 * first request. So is a version that comes when the heap is past `HEAP_CEILING` of its limit
 * (`heapUse`): it goes into service at once rather than hold the one before it beside it.
 * While a named version's dumps are made and the source loads nothing else,
 * `status()` reports it as loading, in phase `dumps`.
 */
export function dumpsAhead(
  source: CatalogSource,
  prepare: (
    catalog: PreparedCatalog,
    serving: PreparedCatalog | undefined,
  ) => Promise<unknown> | undefined,
  logger: Logger,
  clock: Clock,
  heapUse?: HeapUse,
): CatalogSource {
  let serving: CatalogSnapshot | undefined;
  let preparing:
    | {
        catalog: PreparedCatalog;
        version?: string;
        startedAt: number;
        done: Promise<CatalogSnapshot>;
      }
    | undefined;

  /**
   * Whether the heap is too full to hold the version in service while the next one's bodies
   * are made: then it goes into service at once, and the bodies are made on first request.
   */
  function heapTooFull(version: string | undefined): boolean {
    const past = serving && heapPastCeiling(heapUse);
    if (!past) return false;
    logger.warn("catalog bodies not made ahead: the heap is too full to keep two versions", {
      ...(version === undefined ? {} : { version }),
      ...past,
    });
    return true;
  }

  /** Starts making `latest`'s bodies, or says there are none to make (`undefined`). */
  function startPreparing(latest: CatalogSnapshot) {
    const { catalog } = latest;
    if (heapTooFull(latest.version)) return undefined;
    const making = prepare(catalog, serving?.catalog);
    if (making === undefined) return undefined;
    const done = making
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        logger.warn("catalog bodies could not be made ahead; serving the version anyway", {
          ...(latest.version === undefined ? {} : { version: latest.version }),
          error: message,
        });
      })
      .then((): CatalogSnapshot | Promise<CatalogSnapshot> => {
        // A version that a newer one overtook while it was prepared never goes into service:
        // a request waiting for it gets the version in service, or waits for the newer one.
        if (preparing?.catalog === catalog) {
          serving = latest;
          preparing = undefined;
        }
        return serving ?? preparing?.done ?? latest;
      });
    return { catalog, version: latest.version, startedAt: clock.now(), done };
  }

  function status(): CatalogLoadStatus {
    const status = source.status?.() ?? {};
    const version = preparing?.version;
    if (status.loading || !preparing || version === undefined) return status;
    const elapsedMs = Math.max(0, clock.now() - preparing.startedAt);
    return { ...status, loading: { version, phase: "dumps", elapsedMs } };
  }

  return {
    // `/readyz` asks the source's store whether it answers, as without the wrapper.
    ...(source.ping && { ping: source.ping.bind(source) }),
    async current() {
      const latest = await source.current();
      if (latest.catalog === serving?.catalog) {
        // The same version: the source's newest word on it.
        serving = latest;
        return latest;
      }
      if (preparing?.catalog !== latest.catalog) {
        preparing = startPreparing(latest);
        if (!preparing) {
          // Nothing to make ahead: into service at once.
          serving = latest;
          return latest;
        }
      }
      return serving ?? preparing.done;
    },
    status,
  };
}
