import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import { compose, type Middleware } from "./compose.ts";

const tagging =
  (name: string, order: string[]): Middleware =>
  async (exchange, next) => {
    order.push(`${name} in`);
    const answer = await next(exchange);
    order.push(`${name} out`);
    return answer;
  };

describe("compose", () => {
  it("runs units first to last on the way in and last to first on the way out", async () => {
    const order: string[] = [];
    const run = compose([tagging("a", order), tagging("b", order)], answering());
    await run(exchangeFor("/"));
    expect(order).toEqual(["a in", "b in", "b out", "a out"]);
  });

  it("lets a unit answer without calling the units after it or the handler", async () => {
    const handler = answering();
    const refuse: Middleware = async () => new Response("refused", { status: 403 });
    const response = (await compose([refuse], handler)(exchangeFor("/"))) as Response;
    expect(response.status).toBe(403);
    expect(handler.calls).toBe(0);
  });

  it("is the handler itself with no units", async () => {
    const handler = answering("only");
    const response = (await compose([], handler)(exchangeFor("/"))) as Response;
    expect(await response.text()).toBe("only");
  });
});
