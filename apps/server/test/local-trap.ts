import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP listener that only counts: the outbound guard's tests open one on a local address
 * and assert that nothing the server does ever connects to it.
 */
export async function openTrap(host: string) {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** Connections accepted so far. */
    get accepted() {
      return sockets.length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Trap = Awaited<ReturnType<typeof openTrap>>;
