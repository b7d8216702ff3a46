import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import {
  isAllowedOutboundAddress,
  literalAddressOf,
  OutboundAddressRefused,
  systemResolveAll,
  type OutboundPolicy,
  type ResolveAll,
} from './outbound-address';

/**
 * An undici dispatcher for calls to addresses staff can set (decision 45). A host name is resolved
 * once, in the connection's own `lookup`, and refused there unless every address it resolves to is
 * allowed; the socket then connects to an address of that one answer, so a name that answers a
 * public address to the check and a private one to the connection (DNS rebinding) gets nowhere. An
 * IP address in the URL is checked before connecting, and the connected socket's peer address is
 * checked again before a byte of the request is written.
 */
export function createGuardedDispatcher(options: {
  policy: OutboundPolicy;
  resolveAll?: ResolveAll;
  connectTimeoutMs?: number;
}): Agent {
  const { policy } = options;
  const resolveAll = options.resolveAll ?? systemResolveAll;
  const lookup = ((hostname: string, lookupOptions: LookupOptions, callback: LookupCallback) => {
    resolveAll(hostname).then(
      (addresses) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = addresses.filter((entry) => family === 0 || entry.family === family);
        if (
          usable.length === 0 ||
          !addresses.every((entry) => isAllowedOutboundAddress(entry.address, policy))
        ) {
          callback(new OutboundAddressRefused(), '', 0);
          return;
        }
        if (lookupOptions.all) (callback as unknown as AllCallback)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  }) as LookupFunction;
  const connect = buildConnector({ lookup, timeout: options.connectTimeoutMs ?? 5_000 });
  return new Agent({
    connect(connectOptions, callback) {
      const literal = literalAddressOf(connectOptions.hostname);
      if (literal !== undefined && !isAllowedOutboundAddress(literal, policy)) {
        callback(new OutboundAddressRefused(), null);
        return;
      }
      connect(connectOptions, (error, socket) => {
        if (error) return callback(error, null);
        const peer = socket.remoteAddress;
        if (peer === undefined || !isAllowedOutboundAddress(peer, policy)) {
          socket.destroy();
          return callback(new OutboundAddressRefused(), null);
        }
        callback(null, socket);
      });
    },
  });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string, family: number) => void;
type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
