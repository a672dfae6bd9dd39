/**
 * The video bench's machine control: a bare Socket.IO server in a process of its own that
 * broadcasts `tick` to every socket each time its parent asks over IPC, reading nothing and
 * storing nothing. What its broadcasts' delivery loses while an encode runs beside it is what
 * this machine's cores allow any realtime server, before the site's own work (see bare-wall.ts).
 * Answers its URL over IPC; stops when its parent disconnects.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
process.on('message', (sequence) => io.emit('tick', sequence));
http.listen(0, '127.0.0.1', () => {
  process.send?.(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
process.on('disconnect', () => {
  void io.close();
  process.exit(0);
});
