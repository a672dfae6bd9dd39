/**
 * A worker thread holding a share of the leaderboard bench's viewers: real Socket.IO clients, each
 * keeping every player's total from the pushes alone. At a reception every phone and projector
 * decodes its own pushes; one thread decoding 1000 sockets' copies one after another would add its
 * own queue to the last viewer's wait, so the viewers are spread over threads.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ViewerStates, connectViewers } from './viewers';
import type { ViewerRequest, ViewerWorkerData } from './viewer-pool';

const { url, playerIds, viewers } = workerData as ViewerWorkerData;
const states = new ViewerStates([...playerIds], viewers);
const connection = await connectViewers(url, states);

function answer(request: ViewerRequest): unknown {
  switch (request.type) {
    case 'all-hold':
      for (let viewer = 0; viewer < viewers; viewer += 1)
        for (let player = 0; player < playerIds.length; player += 1)
          if (states.totalOf(viewer, playerIds[player]!) < request.totals[player]!) return false;
      return true;
    case 'latencies': {
      const latencies = new Float64Array(viewers * request.games.length);
      let count = 0;
      let neverHeld = 0;
      for (const game of request.games)
        for (let viewer = 0; viewer < viewers; viewer += 1) {
          const held = states.heldSince(viewer, game.player, game.total);
          if (Number.isNaN(held) || Number.isNaN(game.acceptedAt)) neverHeld += 1;
          // A later push of the same player may have come first: that viewer held the total at once.
          else latencies[count++] = Math.max(0, held - game.acceptedAt);
        }
      return { latencies: latencies.subarray(0, count), neverHeld };
    }
    case 'check': {
      let rankMismatches = 0;
      let totalMismatches = 0;
      for (let viewer = 0; viewer < viewers; viewer += 1) {
        const ranking = states.ranking(viewer);
        for (let i = 0; i < Math.max(ranking.length, request.order.length); i += 1)
          if (ranking[i] !== request.order[i]) rankMismatches += 1;
        for (const standing of request.standings)
          if (states.totalOf(viewer, standing.id) !== standing.totalScore) totalMismatches += 1;
      }
      return { rankMismatches, totalMismatches };
    }
    case 'pushes':
      return {
        counts: Array.from(states.pushCounts),
        firstViewerPushes: states.firstViewerPushes,
        deliveries: states.deliveries,
      };
    case 'close':
      connection.close();
      return true;
  }
}

parentPort!.on('message', (message: { id: number; request: ViewerRequest }) => {
  parentPort!.postMessage({ id: message.id, result: answer(message.request) });
});
parentPort!.postMessage({ id: 0, result: 'ready' });
