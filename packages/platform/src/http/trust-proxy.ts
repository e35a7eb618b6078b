import { BlockList, isIPv4, isIPv6 } from 'node:net';

/*
 * Which proxies may say who the client is. The syntax is Express's "trust proxy" list: comma-separated
 * addresses, CIDR ranges and the names loopback, linklocal and uniquelocal.
 */

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An IPv4-mapped IPv6 address ('::ffff:10.0.0.1') as the IPv4 address it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Parses a trust list; throws naming the first entry that is neither a name, an address nor a range. */
export function trustedProxies(spec: string): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    for (const range of NAMED[entry.toLowerCase()] ?? [entry]) {
      const [address = '', bits] = range.split('/');
      const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
      const prefix = bits === undefined ? (type === 'ipv4' ? 32 : 128) : Number(bits);
      if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128)) {
        throw new Error(`"${entry}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range`);
      }
      list.addSubnet(address, prefix, type);
    }
  }
  // The list never changes once parsed, and the addresses asked about are few (a service's peers, the proxies in
  // front): each answer is kept, as a BlockList check builds socket addresses on every call.
  const answers = new Map<string, boolean>();
  return (address) => {
    const known = answers.get(address);
    if (known !== undefined) return known;
    const plain = plainAddress(address);
    const type = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : undefined;
    const answer = type !== undefined && list.check(plain, type);
    if (answers.size >= MAX_KEPT_ANSWERS) answers.clear();
    answers.set(address, answer);
    return answer;
  };
}

/** Addresses whose answer is kept; past it they are all forgotten (clients' own addresses can be asked about too). */
const MAX_KEPT_ANSWERS = 1_000;

/**
 * The client's address as the nearest trusted proxies report it: from the connection's own address,
 * back through X-Forwarded-For while the address reached is a trusted proxy. Without a trusted
 * peer the header is ignored, whatever it says.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | string[] | undefined, trusted: (address: string) => boolean): string {
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let address = plainAddress(socketAddress);
  while (trusted(address) && chain.length) {
    const next = plainAddress(chain.pop()!);
    if (!isIPv4(next) && !isIPv6(next)) break;
    address = next;
  }
  return address;
}

/**
 * Express's "trust proxy" for a service behind the gateway: only the connection's own peer may be
 * trusted, and only when it is on the list, so the address a service sees is the one the gateway
 * wrote and never one further down a header a client could have written.
 */
export function trustOnlyNearestProxy(spec: string): (address: string, hop: number) => boolean {
  const trusted = trustedProxies(spec);
  return (address, hop) => hop === 0 && trusted(address);
}
