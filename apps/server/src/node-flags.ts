/**
 * The V8 flags the server runs with: `npm start` passes them on its command line and the
 * bench starts the server the same way, so what is measured is what runs (node-flags.test.ts
 * pins the start script to this list, the one place that cannot import it).
 *
 * --single-threaded-gc: V8 otherwise runs parts of each collection on helper threads and
 * makes the main thread wait for them. On the 2-core machine the server shares with
 * PostgreSQL, a helper is often not running when the main thread needs it, and the pause
 * stretches. It is not CPU: the helpers spent about 0.3 s of 22 s more with parallel
 * collection. It is the tail: in an A/B of the paced bench rows (500 req/s, 20 s, ADR 0013),
 * leaderboard p99 was 5.4–16.3 ms (max 31–91 ms) with parallel collection and 5.3–10.3 ms
 * (max 20–32 ms) without. Revisit when the server has cores of its own (the scale path's
 * separate database host).
 */
export const SERVER_NODE_FLAGS = ['--single-threaded-gc'] as const;
