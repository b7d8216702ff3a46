import { createServer, type AddressInfo } from 'node:net';

/** A TCP port nobody listens on right now, for a process a test starts with a port of its own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
