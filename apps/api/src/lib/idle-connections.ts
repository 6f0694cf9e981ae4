import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The server's connections that are not answering a request, for a shutdown's drain (decision
 * 125). Node's `closeIdleConnections` ends connections idle between requests when it is called,
 * but not one opened without a request yet (a browser's preconnect, a client's spare socket) nor
 * one whose answer ends later (an event stream the shutdown ends): either would hold the exit
 * until the drain's deadline.
 */
export function trackIdleConnections(server: Server) {
  const open = new Set<Socket>();
  const answering = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const { socket } = request;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) answering.set(socket, left);
      else answering.delete(socket);
    });
  });
  return {
    /** Ends every connection with no request being answered now. */
    closeIdle(): void {
      for (const socket of open) if (!answering.has(socket)) socket.destroy();
    },
  };
}
