import { afterEach, describe, expect, it } from "vitest";
import { killCliProcesses, startCli } from "./cli-process.ts";
import { startOtlpReceiver } from "./otlp-receiver.ts";
import { parsePrometheusText } from "./prometheus-text.ts";

afterEach(() => {
  killCliProcesses();
});

describe("grc-directory serve with telemetry", () => {
  it("serves Prometheus metrics on METRICS_PORT only, and exports a span per request by OTLP", async () => {
    const receiver = await startOtlpReceiver();
    try {
      const cli = startCli(["serve"], {
        METRICS_PORT: "0",
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "directory-under-test",
        OTEL_BSP_SCHEDULE_DELAY: "100",
        LOG_LEVEL: "warn",
      });
      const url = await cli.listening;
      const metricsUrl = cli.output().stdout.match(/Metrics at (http:\/\/\S+)/)?.[1] ?? "";
      expect(new URL(metricsUrl).port).not.toBe(new URL(url).port);
      for (const path of ["/api/v1/search?framework=soc-2", "/vendors/a", "/vendors/b"]) {
        await (await fetch(`${url}${path}`)).arrayBuffer();
      }
      // The public port has no metrics: /metrics there is the API's own 404 page.
      expect((await fetch(`${url}/metrics`)).status).toBe(404);

      const families = parsePrometheusText(await (await fetch(metricsUrl)).text());
      const byName = new Map(families.map((family) => [family.name, family]));
      expect(byName.get("http_server_request_duration_seconds")?.type).toBe("HISTOGRAM");
      const text = await (await fetch(metricsUrl)).text();
      expect(text).toMatch(
        /http_server_request_duration_seconds_count\{[^}]*http_route="\/api\/v1\/search"[^}]*\} 1/,
      );
      expect(text).toMatch(
        /http_server_request_duration_seconds_count\{[^}]*http_route="\/vendors\/\*"/,
      );
      expect(text).not.toMatch(/\/vendors\/a/);
      const info = byName.get("grc_catalog_info");
      expect(info?.metrics[0]?.labels).toMatchObject({ source: "static", fallback: "false" });
      expect(byName.has("grc_catalog_age_seconds")).toBe(true);

      const spans = await receiver.waitForSpans((all) =>
        all.some((span) => span.name === "GET /api/v1/search"),
      );
      const search = spans.find((span) => span.name === "GET /api/v1/search");
      expect(search?.resource["service.name"]).toBe("directory-under-test");
      expect(search?.attributes["http.response.status_code"]).toBe(200);
      expect((await cli.terminate()).code).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it("refuses METRICS_PORT equal to PORT", async () => {
    const cli = startCli(["serve"], { PORT: "8931", METRICS_PORT: "8931" });
    expect((await cli.exited).code).toBe(1);
    expect(cli.output().stderr).toContain("METRICS_PORT must differ from PORT");
  });
});
