/** The one source of time for every time-based rule, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved by an offset: what a browser test's server runs on (E2E_CLOCK=1,
 * never in production), so a journey can live through the end of a week. POST /dev/clock moves it.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A clock tests can set and advance. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-03-02T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
