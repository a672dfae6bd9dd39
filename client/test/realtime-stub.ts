/**
 * The socket layer for page tests that are not about live pushes (vi.mock of lib/realtime/socket):
 * topics are joined and left without a connection. Pages load it on demand, and a real import
 * finishing after a test file's environment is torn down fails the whole run.
 */
export const realtimeStub = {
  realtime: () => ({
    socket: { on: () => undefined, off: () => undefined },
    retain: () => () => undefined,
    reconnect: () => undefined,
  }),
};
