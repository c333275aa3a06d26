import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** An attribute value as OTLP carries it: string, boolean, number (int64 as a number). */
export type AttributeValue = string | boolean | number | undefined;

/** A span as the receiver decoded it; ids in lowercase hex, `parentSpanId` "" on a root span. */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, AttributeValue>;
  /** The attributes of the resource the span came with (`service.name` among them). */
  resource: Record<string, AttributeValue>;
}

/** A local OTLP/HTTP trace receiver, as a collector answers on `/v1/traces`. */
export interface OtlpReceiver {
  /** The base URL, for `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  url: string;
  /** Every span received so far. */
  spans: ReceivedSpan[];
  /** The content-type of each export request received. */
  contentTypes: string[];
  /** Resolves with all spans once `predicate` holds for them; rejects after `timeoutMs`. */
  waitForSpans(
    predicate: (spans: ReceivedSpan[]) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

/**
 * Starts a receiver on 127.0.0.1 at a free port. It decodes http/json bodies with JSON.parse and
 * http/protobuf bodies with the small protobuf wire-format reader below (no protobuf library is
 * reachable from this package: the OTLP packages export serializers for requests, not parsers).
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      const type = request.headers["content-type"] ?? "";
      contentTypes.push(type);
      const body = Buffer.concat(chunks);
      try {
        if (type.startsWith("application/json")) {
          spans.push(...spansFromJson(JSON.parse(body.toString("utf8"))));
          response.writeHead(200, { "content-type": "application/json" }).end("{}");
        } else if (type.startsWith("application/x-protobuf")) {
          spans.push(...spansFromProtobuf(body));
          // An empty ExportTraceServiceResponse is zero bytes.
          response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
        } else {
          response.writeHead(415).end();
        }
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
      for (const waiter of waiters) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const waitForSpans = (predicate: (spans: ReceivedSpan[]) => boolean, timeoutMs = 5000) =>
    new Promise<ReceivedSpan[]>((resolve, reject) => {
      const check = () => {
        if (!predicate(spans)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(spans);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const names = spans.map((span) => span.name).join(", ") || "none";
        reject(new Error(`spans not received within ${timeoutMs} ms; received: ${names}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    waitForSpans,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// --- http/json -----------------------------------------------------------------------------

interface JsonKeyValue {
  key: string;
  value?: {
    stringValue?: string;
    boolValue?: boolean;
    intValue?: number | string;
    doubleValue?: number;
  };
}
interface JsonRequest {
  resourceSpans?: {
    resource?: { attributes?: JsonKeyValue[] };
    scopeSpans?: {
      spans?: {
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: JsonKeyValue[];
      }[];
    }[];
  }[];
}

function jsonAttributes(list: JsonKeyValue[] = []): Record<string, AttributeValue> {
  const value = ({ value: v }: JsonKeyValue) =>
    v?.stringValue ??
    v?.boolValue ??
    (v?.intValue === undefined ? v?.doubleValue : Number(v.intValue));
  return Object.fromEntries(list.map((entry) => [entry.key, value(entry)]));
}

function spansFromJson(request: JsonRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans = [] }) =>
    scopeSpans.flatMap(({ spans = [] }) =>
      spans.map((span) => ({
        name: span.name,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? "",
        attributes: jsonAttributes(span.attributes),
        resource: jsonAttributes(resource?.attributes),
      })),
    ),
  );
}

// --- http/protobuf: just the fields of opentelemetry/proto/trace/v1 read here --------------

/** The fields of one protobuf message: field number to the values it had, in order. */
type Fields = Map<number, (Uint8Array | bigint)[]>;

/** Splits a message into fields (wire types varint, fixed64, length-delimited, fixed32). */
function fields(bytes: Uint8Array): Fields {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result: Fields = new Map();
  let at = 0;
  const varint = () => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = bytes[at++];
      if (byte === undefined) throw new Error("truncated protobuf varint");
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const key = varint();
    const field = Number(key >> 3n);
    let value: Uint8Array | bigint;
    switch (Number(key & 7n)) {
      case 0:
        value = varint();
        break;
      case 1:
        value = view.getBigUint64(at, true);
        at += 8;
        break;
      case 2: {
        const length = Number(varint());
        value = bytes.subarray(at, at + length);
        at += length;
        break;
      }
      case 5:
        value = BigInt(view.getUint32(at, true));
        at += 4;
        break;
      default:
        throw new Error(`unsupported protobuf wire type in key ${key}`);
    }
    result.set(field, [...(result.get(field) ?? []), value]);
  }
  return result;
}

const messages = (message: Fields, field: number) =>
  (message.get(field) ?? []).filter((value) => value instanceof Uint8Array).map(fields);
const bytesOf = (message: Fields, field: number) => {
  const value = message.get(field)?.[0];
  return value instanceof Uint8Array ? value : new Uint8Array();
};
const text = (message: Fields, field: number) => new TextDecoder().decode(bytesOf(message, field));
const hex = (message: Fields, field: number) =>
  Buffer.from(bytesOf(message, field)).toString("hex");

/** KeyValue { key = 1; AnyValue value = 2 }, AnyValue { string = 1; bool = 2; int = 3; double = 4 }. */
function protobufAttributes(list: Fields[]): Record<string, AttributeValue> {
  const value = (any: Fields): AttributeValue => {
    if (any.has(1)) return text(any, 1);
    const raw = (any.get(2) ?? any.get(3))?.[0];
    if (typeof raw === "bigint") return any.has(2) ? raw !== 0n : Number(BigInt.asIntN(64, raw));
    const double = any.get(4)?.[0];
    if (typeof double !== "bigint") return undefined;
    const buffer = new DataView(new ArrayBuffer(8));
    buffer.setBigUint64(0, double, true);
    return buffer.getFloat64(0, true);
  };
  return Object.fromEntries(
    list.map((entry) => [text(entry, 1), value(messages(entry, 2)[0] ?? new Map())]),
  );
}

/**
 * ExportTraceServiceRequest { ResourceSpans resource_spans = 1 }; ResourceSpans { Resource
 * resource = 1; ScopeSpans scope_spans = 2 }; Resource { KeyValue attributes = 1 }; ScopeSpans
 * { Span spans = 2 }; Span { trace_id = 1; span_id = 2; parent_span_id = 4; name = 5;
 * KeyValue attributes = 9 }.
 */
function spansFromProtobuf(body: Uint8Array): ReceivedSpan[] {
  return messages(fields(body), 1).flatMap((resourceSpans) => {
    const resource = protobufAttributes(messages(messages(resourceSpans, 1)[0] ?? new Map(), 1));
    return messages(resourceSpans, 2).flatMap((scopeSpans) =>
      messages(scopeSpans, 2).map((span) => ({
        name: text(span, 5),
        traceId: hex(span, 1),
        spanId: hex(span, 2),
        parentSpanId: hex(span, 4),
        attributes: protobufAttributes(messages(span, 9)),
        resource,
      })),
    );
  });
}
