/*
 * The server's time as this device can know it, for countdowns to a time the server set (the
 * hearts' reset, a timed run's end): a device whose clock is off would otherwise count to the
 * wrong moment. Learned from the Date header of API answers to writes (POST, PATCH…), which
 * always come from the network; a GET may be answered from the service worker's cache with an
 * old Date. The header has whole seconds, so an offset under NOISE_MS is taken as none.
 */
const NOISE_MS = 2_000;
let offsetMs = 0;

/** Records the server's Date header of an answer to a request sent at `sentAt` (device ms). */
export function noteServerDate(
  date: string | null | undefined,
  sentAt: number,
  receivedAt: number,
): void {
  if (!date) return;
  const server = Date.parse(date);
  if (!Number.isFinite(server)) return;
  // The header's second began somewhere in it: its middle, against the request's middle.
  const measured = server + 500 - (sentAt + receivedAt) / 2;
  offsetMs = Math.abs(measured) > NOISE_MS ? Math.round(measured) : 0;
}

/** Now on the server's clock (device ms plus the last measured offset). */
export const serverNow = (): number => Date.now() + offsetMs;

/** For tests: forget the measured offset. */
export function resetServerClock(): void {
  offsetMs = 0;
}
