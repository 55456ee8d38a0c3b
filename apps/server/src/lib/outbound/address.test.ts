import { describe, expect, it } from 'vitest';
import { addressProblem } from './address.ts';

describe('which addresses a user-supplied request may reach', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF'],
    ['192.0.2.10', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback, inside an IPv6 address'],
    ['::ffff:7f00:1', 'loopback, inside an IPv6 address'],
    ['::FFFF:A9FE:A9FE', 'link-local, inside an IPv6 address'],
    ['::ffff:10.0.0.1', 'private, inside an IPv6 address'],
    ['64:ff9b::127.0.0.1', 'loopback, inside an IPv6 address'],
    ['64:ff9b::a00:1', 'private, inside an IPv6 address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', 'loopback, inside an IPv6 address'],
    ['2002:c0a8:101::', 'private, inside an IPv6 address'],
    ['::127.0.0.1', 'not global unicast'],
    ['2001::1', 'IETF'],
    ['2001:db8::1', 'documentation'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['4000::1', 'not global unicast'],
    ['localhost', 'not an IP address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(addressProblem(address)).toContain(why);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.215.14',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.0.1.1',
    '198.20.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets %s through: a public unicast address', (address) => {
    expect(addressProblem(address)).toBeNull();
  });
});
