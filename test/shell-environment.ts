/** npm settings a machine may need to reach its registry: kept, as its own shell has them. */
const REGISTRY_SETTINGS =
  /^npm_config_(registry|cache|cafile|userconfig|proxy|https_proxy|strict_ssl)$/i;

/**
 * This process's environment as a user's shell has it: without the `npm_*` and `pnpm_*`
 * variables a package manager sets for the script it runs (`npm_config_local_prefix`, the
 * store, the user agent), which would steer a nested npm or pnpm to this checkout; the
 * registry, cache and proxy settings are kept.
 */
export function shellEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(npm|pnpm)_/i.test(name) && !REGISTRY_SETTINGS.test(name)) continue;
    env[name] = value;
  }
  return env;
}
