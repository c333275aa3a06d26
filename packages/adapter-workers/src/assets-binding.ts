/** The part of a Workers `Fetcher` binding (`ASSETS`) that static assets are read through. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** The `ASSETS` binding, if `env` has one. */
export function assetsBinding(env: Record<string, unknown>): AssetsBinding | undefined {
  const assets = env.ASSETS as AssetsBinding | undefined;
  return typeof assets?.fetch === "function" ? assets : undefined;
}

/** The static asset at `path` (`/catalog.json`), by the `ASSETS` binding. */
export function fetchAsset(assets: AssetsBinding, path: string): Promise<Response> {
  return assets.fetch(new Request(new URL(path, "https://assets.invalid")));
}
