import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A clock for seeding the past: the demo quarter (demoQuarter.ts) writes three months of tickets
 * through the product's own core functions, which stamp creation and change times with
 * `new Date()` and `Date.now()` in many places. Rather than thread a clock through all of them
 * (a change to files other work is changing too), the seeding process replaces the global `Date`
 * while it seeds, and `at(time, work)` pins what "now" is for `work` and everything it awaits.
 * The pin lives in an AsyncLocalStorage, so several tickets can be written at once, each at its
 * own moment. Outside `at` (the server's requests while the quarter is written behind it), and
 * after `restore()`, time is real. Only infra/local uses it: nothing that deploys ever replaces
 * `Date`.
 */

const RealDate = Date;
const pinned = new AsyncLocalStorage<number>();

const current = () => pinned.getStore() ?? RealDate.now();

class PinnedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(current());
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return current();
  }

  /** Dates made before the swap (or by the real `Date`) are still dates, as `instanceof` asks. */
  static override [Symbol.hasInstance](value: unknown) {
    return value instanceof RealDate;
  }
}

export interface SeedClock {
  /** Runs `work` with "now" at `time` (epoch ms) for everything it does and awaits. */
  at<T>(time: number, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` at the real time, even inside `at`: what leaves the process signed with the time
   * (SDK requests: S3 refuses a request signed more than 15 minutes off) must use the real one.
   */
  real<T>(work: () => Promise<T>): Promise<T>;
  /** Puts the real `Date` back. */
  restore(): void;
}

export function installSeedClock(): SeedClock {
  globalThis.Date = PinnedDate as unknown as DateConstructor;
  return {
    at: (time, work) => pinned.run(time, work),
    real: (work) => pinned.exit(work),
    restore: () => {
      globalThis.Date = RealDate;
    },
  };
}
