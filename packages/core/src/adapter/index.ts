export {
  type ProtocolError,
  type ProtocolErrorKind,
  protocolError,
} from "../http/protocol-error.ts";
