import type { IncomingMessage, ServerResponse } from 'node:http';

/** Types of server.mjs (plain JavaScript, run by Node as it is) for the TypeScript that imports it. */
export declare const PEER_ADDRESS_HEADER: string;

export declare function withPeerAddress(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;
