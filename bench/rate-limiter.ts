/**
 * `pnpm bench:limiter`: the in-memory rate limiter under hostile clients (one request from
 * each of N distinct clients, N up to 10x the 100,000-key bound): decisions per second and
 * heap growth. The full `pnpm bench` reports the same in its reliability section.
 */
import { LIMITER_CLIENTS, limiterUnderHostileClients } from "./rate-limiter-load.ts";

process.stdout.write("| Distinct clients | Decisions/s | Heap growth |\n|---:|---:|---:|\n");
for (const clients of LIMITER_CLIENTS) {
  const load = await limiterUnderHostileClients(clients);
  process.stdout.write(
    `| ${clients.toLocaleString("en")} | ${Math.round(load.decisionsPerSecond).toLocaleString("en")} | ${(load.heapBytes / 2 ** 20).toFixed(1)} MiB |\n`,
  );
}
