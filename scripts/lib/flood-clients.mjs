// A flood of scripts/query-flood.mjs, in a thread of its own: `clients` loops, each asking
// /listings for a URL no one asked before (made-up neighborhood words, a known one, a new minimum
// price), or, not `unique`, for /listings itself, until told to stop; then it posts what it was
// answered.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// An attacker's clients run on machines of their own: on this one they yield the CPU to the
// server and to the leads' timing (on Linux this lowers this thread alone).
try {
  setPriority(19);
} catch {
  // Not allowed: the clients share the CPU evenly.
}

const { url, clients, unique } = workerData;
const tally = { requests: 0, byStatus: {}, renderedForQuery: 0, echoed: 0, failed: 0 };
let stopped = false;
parentPort.once('message', () => (stopped = true));
let sequence = 0;
const client = async (id) => {
  while (!stopped) {
    const n = sequence++;
    const words = `scam-call-900-555-${String(n).padStart(4, '0')}-now`;
    const min = 100_000 + n;
    const path = unique ? `/listings?area=${words}&area=royal-oak&min=${min}&c=${id}` : '/listings';
    try {
      const response = await fetch(url + path, { headers: { 'accept-encoding': 'br, gzip' } });
      const html = await response.text();
      tally.requests++;
      tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
      // The page data of a page rendered for the query carries it.
      if (html.includes(`min=${min}`)) tally.renderedForQuery++;
      if (html.toLowerCase().includes('scam call') || html.includes(words)) tally.echoed++;
    } catch {
      tally.failed++;
    }
  }
};
await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
parentPort.postMessage(tally);
