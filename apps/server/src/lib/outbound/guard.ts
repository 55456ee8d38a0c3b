import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent, type RequestOptions } from 'node:https';
import { BlockList, isIP, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { addressProblem } from './address.ts';

/** Resolves a host name to every address it has (IPv4 and IPv6). */
export type Resolve = (host: string) => Promise<string[]>;

export const systemResolve: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Why a request to a user-supplied address was refused; `reason` tells the caller how to answer. */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: 'scheme' | 'address' | 'unresolved',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export interface OutboundGuardOptions {
  /** Tests only: how names resolve. Defaults to the system resolver. */
  resolve?: Resolve;
  /**
   * Tests only (TEST_OUTBOUND_ALLOW, refused in production): addresses or CIDR blocks let
   * through although private, so a local push-service double can be reached.
   */
  allow?: string[];
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/**
 * The one gate for requests the server makes to addresses a user supplied (push endpoints,
 * account imports): https only; the host resolved and every address checked before the
 * request, and checked again when the socket connects (the agent's own DNS lookup), so a
 * name that changes its answer in between (DNS rebinding) cannot slip through.
 * Addresses from the operator's configuration do not go through here.
 */
export class OutboundGuard {
  /** An https.Agent that connects only to public addresses; give it to every such request. */
  readonly agent: Agent;
  private readonly resolve: Resolve;
  private readonly allowed: BlockList | null;

  constructor(opts: OutboundGuardOptions = {}) {
    this.resolve = opts.resolve ?? systemResolve;
    this.allowed = opts.allow?.length ? allowList(opts.allow) : null;
    this.agent = new GuardedAgent(this);
  }

  /** Why the server must not connect to this IP address, or null when it may. */
  problem(address: string): string | null {
    const why = addressProblem(address);
    if (!why || !this.allowed) return why;
    return this.allowed.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4') ? null : why;
  }

  /** Every address of `host` (a name or an IP literal), refused if any one is not public. */
  async publicAddresses(host: string): Promise<string[]> {
    const name = bare(host);
    let addresses: string[];
    if (isIP(name)) addresses = [name];
    else {
      try {
        addresses = await this.resolve(name);
      } catch {
        throw new OutboundRefused('unresolved', `The address ${name} could not be found.`);
      }
      if (addresses.length === 0)
        throw new OutboundRefused('unresolved', `The address ${name} could not be found.`);
    }
    for (const address of addresses) {
      const why = this.problem(address);
      if (why) {
        const shown = address === name ? name : `${name} (${address})`;
        throw new OutboundRefused(
          'address',
          `${shown} is a ${why} address; only public internet addresses are allowed.`,
        );
      }
    }
    return addresses;
  }

  /** Checks a user-supplied URL: https, and a host whose every address is public. */
  async assertPublicUrl(input: string | URL): Promise<URL> {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundRefused('scheme', 'This is not a valid URL.');
    }
    if (url.protocol !== 'https:')
      throw new OutboundRefused('scheme', 'Only https:// addresses are allowed.');
    await this.publicAddresses(url.hostname);
    return url;
  }

  /** The socket lookup that re-checks at connect time. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.publicAddresses(hostname).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const list = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((a) => family === 0 || a.family === family);
        if (options.all) return callback(null, list);
        const first = list[0];
        if (!first)
          return callback(new OutboundRefused('unresolved', `No address for ${hostname}`), '', 0);
        callback(null, first.address, first.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}

function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [net = '', prefix] = entry.split('/');
    const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(net, family);
    else list.addSubnet(net, Number(prefix), family);
  }
  return list;
}

type ConnectOptions = RequestOptions;

/**
 * https.Agent whose connections pass the guard: an IP literal is checked here (Node does
 * not call `lookup` for one), a name through the guard's lookup; the connected peer is
 * checked once more before anything is written.
 */
class GuardedAgent extends Agent {
  constructor(private readonly guard: OutboundGuard) {
    super({ keepAlive: false });
  }

  override createConnection(
    options: ConnectOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | undefined {
    const host = bare(options.host ?? 'localhost');
    const refuse = (err: Error) => {
      if (!callback) throw err;
      callback(err, undefined as unknown as Duplex);
      return undefined;
    };
    if (options.socketPath)
      return refuse(new OutboundRefused('address', 'Unix sockets are not allowed.'));
    if (isIP(host)) {
      const why = this.guard.problem(host);
      if (why) return refuse(new OutboundRefused('address', `${host} is a ${why} address.`));
    }
    // Node's https.Agent creates the TLS socket synchronously from these options.
    const socket = (
      super.createConnection as (o: ConnectOptions & { lookup: LookupFunction }) => Socket
    ).call(this, { ...options, host, lookup: this.guard.lookup });
    socket.once('connect', () => {
      const peer = socket.remoteAddress;
      if (!peer || this.guard.problem(peer)) {
        socket.destroy(
          new OutboundRefused('address', `Connected to a non-public address ${peer}.`),
        );
      }
    });
    return socket;
  }
}
