import { createApp, DIRECTORY_PATH } from "./app.ts";

const port = Number(process.env.PORT ?? 8788);
const host = process.env.HOST ?? "127.0.0.1";

// Demo interest history, so that the directory's trends pages have something to show.
const { app } = createApp({ market: { demoData: true } });

const server = app.listen(port, host, (error) => {
  if (error) throw error;
  // A wildcard address is not one to browse to: show the loopback one instead.
  const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  const origin = `http://${shown.includes(":") ? `[${shown}]` : shown}:${bound}`;
  console.log(`Example Co. on ${origin}/ with the GRC directory at ${origin}${DIRECTORY_PATH}/`);
});
