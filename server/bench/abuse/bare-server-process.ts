/**
 * The control of `npm run bench -- abuse`: a bare Node HTTP server in a process of its own that
 * refuses every request with a 429, reading nothing and storing nothing. The attacker's requests
 * aimed here cost this machine what any 50 requests a second cost (the attacker's process, a
 * second server process, the kernel's loopback), and nothing of the site's: the honest phones'
 * p99 in that run is the floor that the site's own handling of the attack is measured against.
 * Answers its URL over IPC; stops when its parent disconnects.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(429, { 'content-type': 'application/json' });
    response.end('{"message":"Too many requests"}');
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('disconnect', () => server.close(() => process.exit(0)));
