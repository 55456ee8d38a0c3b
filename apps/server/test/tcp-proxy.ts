import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder to `target` (host:port) that a test can stop and start again on the same
 * port: while stopped, whatever connects through it finds the port closed and every
 * connection it carried is cut, as when the server behind it goes down.
 */
export async function openTcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const start = async () => {
    if (server) return;
    server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', resolve);
    });
    port = (server.address() as AddressInfo).port;
  };
  await start();

  return {
    get port() {
      return port;
    },
    /** Listens again on the same port (nothing if it already does). */
    start,
    async stop() {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closing;
      server = null;
    },
  };
}
