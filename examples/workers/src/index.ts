// The whole Worker: configuration comes from the bindings in wrangler.toml and secrets.
export { default } from "@grc-directory/adapter-workers";
