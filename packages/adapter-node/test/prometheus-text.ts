import { createRequire } from "node:module";

/** parse-prometheus-text-format's output (the package ships no types). */
export interface MetricFamily {
  name: string;
  type: string;
  metrics: {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }[];
}

/** Prometheus text exposition parsed by a real parser (parse-prometheus-text-format, CommonJS). */
export const parsePrometheusText = createRequire(import.meta.url)(
  "parse-prometheus-text-format",
) as (text: string) => MetricFamily[];
