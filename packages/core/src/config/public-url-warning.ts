/** Host names and addresses that only this machine can reach. */
function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * The warning a server logs at start when it listens beyond this machine (`HOST` such as
 * `0.0.0.0`) with no `PUBLIC_URL`: links would then be written from each request's `Host`
 * header (or trusted forwarding headers), which a client chooses. Null when all is well.
 */
export function publicUrlWarning(config: {
  HOST: string;
  PUBLIC_URL?: string | undefined;
}): string | null {
  if (config.PUBLIC_URL || isLoopback(config.HOST)) return null;
  return `Listening on ${config.HOST} without PUBLIC_URL: absolute links (detailsPage, llms.txt, agent.txt, the MCP server card, pages) take their origin from each request's Host header, which clients choose. Set PUBLIC_URL to the origin visitors use, e.g. https://grc.example.com`;
}
