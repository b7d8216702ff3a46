import ipaddr from 'ipaddr.js';
import { lookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { DomainError } from '../errors';

/**
 * Which addresses the server may call at an address staff can set (the staff alerts' webhook):
 * public unicast addresses only, never loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unique-local, multicast or reserved ranges, in IPv4 or IPv6
 * (an IPv4-mapped IPv6 address counts as the IPv4 one). Loopback only with `allowLoopback`
 * (OUTBOUND_ALLOW_LOOPBACK, a developer's local receiver; production refuses it). Decision 45.
 *
 * `allowPrivate` adds the private IPv4 ranges of RFC 1918 (10/8, 172.16/12, 192.168/16) and nothing
 * else: the payout agent's own dispatcher sets it when the operator's environment says so
 * (PAYOUT_AGENT_ALLOW_PRIVATE, decision 51), never an address staff set. Carrier-grade NAT (Alibaba's
 * metadata at 100.100.100.200) and IPv6 unique-local (AWS's fd00:ec2::254) are not among them.
 */
export interface OutboundPolicy {
  allowLoopback: boolean;
  allowPrivate?: boolean;
}

/** How a host name becomes addresses: the system resolver, or a test's own. */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) =>
    lookup(hostname, { all: true, family: 0 }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** An IP address (text form, `[…]` allowed), IPv4-mapped IPv6 as its IPv4; undefined when none. */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return undefined;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/** Whether the policy lets the server connect to this IP address (text form, IPv4 or IPv6). */
export function isAllowedOutboundAddress(address: string, policy: OutboundPolicy): boolean {
  const parsed = parseAddress(address);
  if (parsed === undefined) return false;
  // Site-local IPv6 (fec0::/10) is deprecated but still routed inside some networks.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.parseCIDR('fec0::/10'))) return false;
  const range = parsed.range();
  if (range === 'unicast') return true;
  if (range === 'private' && parsed.kind() === 'ipv4') return policy.allowPrivate === true;
  return policy.allowLoopback && range === 'loopback';
}

/** Whether a URL's host is this machine: `localhost`, `*.localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return parseAddress(hostname)?.range() === 'loopback';
}

/** The host of a URL as an IP address when it is one (`[::1]` → `::1`), else undefined. */
export function literalAddressOf(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 ? bare : undefined;
}

/** The error a refused outbound connection fails with (its code is what a sender's error shows). */
export class OutboundAddressRefused extends Error {
  override name = 'OutboundAddressRefused';
  readonly code = 'OUTBOUND_ADDRESS_REFUSED';
  constructor() {
    super('the address is not a public internet address');
  }
}

/**
 * Checks an address staff are saving: its host, or every address its name resolves to now, must
 * be allowed. The send checks again at connect time (`createGuardedDispatcher`): a name that
 * resolves elsewhere later is refused then.
 *
 * @throws DomainError outbound_address_refused on `field` (also for a name that does not resolve)
 */
export async function checkOutboundUrl(options: {
  url: string;
  field: string;
  policy: OutboundPolicy;
  resolveAll?: ResolveAll;
}): Promise<void> {
  const refuse = () => new DomainError('outbound_address_refused', { field: options.field });
  let hostname: string;
  try {
    hostname = new URL(options.url).hostname;
  } catch {
    throw refuse();
  }
  const literal = literalAddressOf(hostname);
  if (literal !== undefined) {
    if (!isAllowedOutboundAddress(literal, options.policy)) throw refuse();
    return;
  }
  const addresses = await (options.resolveAll ?? systemResolveAll)(hostname).catch(() => []);
  if (addresses.length === 0) throw refuse();
  if (!addresses.every((entry) => isAllowedOutboundAddress(entry.address, options.policy))) throw refuse();
}
