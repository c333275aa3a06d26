import { CORE_VERSION } from "./core-version.ts";

/** The MCP server's reverse-DNS name, reported in `initialize` and on the server card. */
export const MCP_SERVER_NAME = "io.github.grc-directory/grc-directory";

/** The MCP server's version: the package version, reported in `initialize` and on the card. */
export const MCP_SERVER_VERSION: string = CORE_VERSION;

/** The npm package that ships the stdio server, and the command that starts it. */
export const MCP_PACKAGE = "@grc-directory/adapter-node";
