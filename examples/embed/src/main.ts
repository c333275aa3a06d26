import { serve } from "@hono/node-server";
import { createApp, DIRECTORY_PATH } from "./app.ts";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";

// Demo interest history, so that the directory's trends pages have something to show.
const { app } = createApp({ market: { demoData: true } });

serve({ fetch: app.fetch, port, hostname }, (info) => {
  // A wildcard address is not one to browse to: show the loopback one instead.
  const shown = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  const origin = `http://${shown.includes(":") ? `[${shown}]` : shown}:${info.port}`;
  console.log(`Example Co. on ${origin}/ with the GRC directory at ${origin}${DIRECTORY_PATH}/`);
});
