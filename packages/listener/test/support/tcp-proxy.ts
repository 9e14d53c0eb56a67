import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 port 0 in front of `target`, whose connections can be cut. */
export interface TcpProxy {
  readonly url: string;
  /** How many connections clients opened through the proxy so far. */
  readonly connections: number;
  /** Destroys every open connection (both sides), as a network failure would. */
  cut(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let connections = 0;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    connections++;
    const upstream = connect(Number(port), hostname);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const cut = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    get connections() {
      return connections;
    },
    cut,
    close: () =>
      new Promise<void>((resolve, reject) => {
        cut();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
