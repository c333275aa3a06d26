// The whole Worker: configuration comes from the bindings in wrangler.toml and secrets.
import "./request-context.ts";

export { default } from "@grc-directory/adapter-workers";
