import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses a request on a user's behalf may reach: only public unicast ones.
 * Each range is named so a refusal can say why. IPv4 follows IANA's special-purpose registry
 * (every block not marked "globally reachable"); IPv6 is allowed only inside 2000::/3 (global
 * unicast), minus its special blocks, and the IPv6 forms that carry an IPv4 address inside
 * (IPv4-mapped, NAT64, 6to4) are judged by that IPv4 address.
 */
const v4Ranges: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified ("this network")'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT (shared)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved (and broadcast)'],
];

const v6Ranges: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local (deprecated)'],
  ['ff00::', 8, 'multicast'],
];

function blockList(ranges: [string, number, string][], family: 'ipv4' | 'ipv6') {
  return ranges.map(([net, prefix, why]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, family);
    return { list, why, family };
  });
}
const v4Blocks = blockList(v4Ranges, 'ipv4');
const v6Blocks = blockList(v6Ranges, 'ipv6');

/** The 16 bytes of an IPv6 address (with or without a dotted IPv4 tail). */
function v6Bytes(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const groups = (s: string) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

const dotted = (b: number[]) => b.join('.');
const startsWith = (bytes: number[], prefix: number[]) => prefix.every((v, i) => bytes[i] === v);

/** The IPv4 address an IPv6 address carries for a translator or relay to reach, if any. */
function embeddedV4(bytes: number[]): string | null {
  const zero10 = Array<number>(10).fill(0);
  if (startsWith(bytes, [...zero10, 0xff, 0xff])) return dotted(bytes.slice(12)); // ::ffff:a.b.c.d
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...Array<number>(8).fill(0)]))
    return dotted(bytes.slice(12)); // 64:ff9b::/96 (NAT64)
  if (startsWith(bytes, [0x20, 0x02])) return dotted(bytes.slice(2, 6)); // 2002::/16 (6to4)
  return null;
}

/**
 * Why a request must not go to `address` (an IP literal), or null when it is a public
 * unicast address. Anything that is not an IP address is refused too.
 */
export function addressProblem(address: string): string | null {
  const family = isIP(address);
  if (family === 4) {
    return v4Blocks.find((b) => b.list.check(address, 'ipv4'))?.why ?? null;
  }
  if (family !== 6) return 'not an IP address';
  const bytes = v6Bytes(address);
  const inner = embeddedV4(bytes);
  if (inner) {
    const why = addressProblem(inner);
    return why ? `${why}, inside an IPv6 address` : null;
  }
  const block = v6Blocks.find((b) => b.list.check(address, 'ipv6'));
  if (block) return block.why;
  // Outside 2000::/3 nothing is assigned for global unicast (::/96 IPv4-compatible, ::ffff:0:0:0/96 and the rest).
  if ((bytes[0]! & 0xe0) !== 0x20) return 'not global unicast';
  return null;
}

export const isPublicAddress = (address: string): boolean => addressProblem(address) === null;
