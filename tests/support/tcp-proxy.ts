/**
 * A loopback TCP proxy that stands between a client and a server and fails the network the way
 * it fails in life, for the network-fault suite: it can hold traffic (a server that stops
 * answering), drop every open connection (a lost connection) and refuse new ones (a server out
 * of reach). The Firestore SDK's gRPC runs over plain TCP to the emulator, so this needs no
 * knowledge of the protocol.
 */
import { createServer, Socket, type Server } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops passing bytes either way; the connections stay open. */
  hold(): void;
  /** Passes what was held and everything after it. */
  release(): void;
  /** Closes every open connection, with a reset, as a dropped network does. */
  dropConnections(): void;
  /** Stops listening: new connections are refused until `accept()`. */
  refuse(): void;
  accept(): Promise<void>;
  /** Bytes the client sent while traffic was held. */
  bytesHeld(): number;
  stop(): void;
}

interface Pair {
  client: Socket;
  server: Socket;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let holding = false;
  let heldBytes = 0;
  let listener: Server | undefined;

  const forward = (from: Socket, to: Socket, fromClient: boolean) => {
    const queue: Buffer[] = [];
    const flush = () => {
      while (!holding && queue.length > 0) to.write(queue.shift()!);
    };
    from.on('data', (chunk: Buffer) => {
      queue.push(chunk);
      if (holding && fromClient) heldBytes += chunk.length;
      flush();
    });
    from.on('end', () => to.end());
    return flush;
  };

  const flushers = new Set<() => void>();

  const onConnection = (client: Socket) => {
    const server = new Socket();
    const pair = { client, server };
    pairs.add(pair);
    const flushUp = forward(client, server, true);
    const flushDown = forward(server, client, false);
    flushers.add(flushUp).add(flushDown);
    const close = () => {
      pairs.delete(pair);
      flushers.delete(flushUp);
      flushers.delete(flushDown);
      client.destroy();
      server.destroy();
    };
    client.on('error', close).on('close', close);
    server.on('error', close).on('close', close);
    server.connect(targetPort, targetHost);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        listener = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  /** Unbinds the port at once; connections already open are not waited for. */
  const closeListener = () => {
    listener?.close();
    listener = undefined;
  };

  const port = await listen(0);
  const dropConnections = () => {
    for (const { client, server } of [...pairs]) {
      client.resetAndDestroy();
      server.resetAndDestroy();
    }
  };
  return {
    port,
    hold: () => {
      holding = true;
      heldBytes = 0;
    },
    release: () => {
      holding = false;
      flushers.forEach((flush) => flush());
    },
    dropConnections,
    refuse: closeListener,
    accept: async () => {
      if (!listener) await listen(port);
    },
    bytesHeld: () => heldBytes,
    stop: () => {
      dropConnections();
      closeListener();
    },
  };
}
