import type { Server } from 'node:http';

/** What the local servers have in common: node's http servers and smtp-server's SMTPServer. */
interface Listening {
  once(event: 'error', listener: (error: Error) => void): unknown;
  listen(port: number, host: string, listening: () => void): unknown;
}

/** Listens on 127.0.0.1:`port` (local servers never face the network); fails when the port is taken. */
export function listenLocally(server: Listening, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Stops an http server now, cutting its idle keep-alive connections instead of waiting them out. */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
