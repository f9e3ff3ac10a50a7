import type { Scenario } from '@formation/contract';

import { createClock, type Clock } from '../../clock';
import type { DataSets, Store } from '../../core/call';
import { FaultInjector } from '../../core/fault-injector';
import { databaseBytes } from '../../db/data-set-budget';
import type { DatabaseDriver } from '../../db/database';
import { keptPictures } from '../../db/kept-pictures';
import type { Seeder } from '../../db/seeder';
import { hexOf, randomBytes } from '../../portable/crypto';
import { unrefTimer } from '../../portable/timers';
import { countersInMemory, createRandomSource } from '../../random-source';

const MAX_SNAPSHOTS = 8;
/** How long a dropped copy stays open for the requests that were already using it. */
const RETIRED_GRACE_MS = 10_000;

/**
 * Private data sets number their generations from here up, one new number per copy: a token signed
 * in one data set (or before a reset) is refused in any other, as after a re-seed of the shared one.
 */
const FIRST_PRIVATE_GENERATION = 1_000_000;
/**
 * What a private copy's derived codes and tokens are derived under: not its number, which depends on
 * the order parallel tests made their copies, so the same steps on a fresh copy give the same outbox.
 */
const PRIVATE_RANDOM_GENERATION = 'private';

/**
 * Random for each process (each page load, in the browser): a private copy's generation carries it,
 * so a token signed in a data set of an earlier process is refused by the copy that takes its
 * number now. One per process, not per app, so two apps of one process sign alike (adapter parity).
 */
const PROCESS_BOOT_ID = hexOf(randomBytes(8));

interface Snapshot {
  image: Uint8Array;
}

interface Entry {
  store: Store;
  lastUsedMs: number;
  /** What its database takes (data-set-budget.ts): when it was made, loaded, and at each sweep. */
  bytes: number;
}

export interface PrivateDataSetsOptions {
  /** Opens the seed images and their copies (better-sqlite3 on Node, sql.js in a browser). */
  driver: DatabaseDriver;
  /** Fills a scenario's image: the seed, or the data set the mock started on. */
  seed: Seeder;
  secret: string;
  /** The shared data set's clock: a new private one starts at the same instant (or real time). */
  baseClock: () => Clock;
  idleMs: number;
  maxDataSets: number;
  /** What all the copies may take together, dropped ones still open included (MOCK_SESSION_MAX_BYTES). */
  maxBytes: number;
  nowMs?: () => number;
  /** Stands for another process's start (tests); PROCESS_BOOT_ID otherwise. */
  bootId?: string | undefined;
}

/**
 * Private data sets for parallel test runs (x-mock-session): each is an in-memory copy of a seeded
 * image of its scenario, made once per scenario and day and then copied in a millisecond or two.
 * A data set lives until it stays idle for `idleMs`, is dropped, or the limits (a count and a byte
 * budget) make room for a new or larger one.
 */
export class PrivateDataSets implements DataSets {
  private readonly entries = new Map<string, Entry>();
  private readonly snapshots = new Map<string, Promise<Snapshot>>();
  /** First uses under way: a page's burst of first requests makes one copy, not one each. */
  private readonly creating = new Map<string, Promise<Store>>();
  /** Dropped or replaced copies and their bytes, closed a little later: requests on them finish first. */
  private readonly retired = new Map<Store, number>();
  private readonly nowMs: () => number;
  private lastGeneration = FIRST_PRIVATE_GENERATION;
  private readonly bootId: string;

  constructor(private readonly options: PrivateDataSetsOptions) {
    this.nowMs = options.nowMs ?? Date.now;
    this.bootId = options.bootId ?? PROCESS_BOOT_ID;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Copies still open: the data sets in use and the dropped ones kept for their last requests. */
  get openCopies(): number {
    return this.entries.size + this.retired.size;
  }

  /** What the open copies take, as last measured. */
  get openBytes(): number {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.bytes;
    for (const retired of this.retired.values()) bytes += retired;
    return bytes;
  }

  /** What all private data sets may take together: a load larger than that is refused whole. */
  get maxBytes(): number {
    return this.options.maxBytes;
  }

  /** The data set of `id`, made from the default scenario's image on first use. */
  async acquire(id: string): Promise<Store> {
    const entry = this.entries.get(id);
    if (entry !== undefined) {
      entry.lastUsedMs = this.nowMs();
      return entry.store;
    }
    let created = this.creating.get(id);
    if (created === undefined) {
      created = this.replace(id, 'default', this.cloneBaseClock()).finally(() => this.creating.delete(id));
      this.creating.set(id, created);
    }
    return created;
  }

  /**
   * A fresh copy of the scenario's image for `id` (first use, reset, scenario change); a reset keeps
   * the data set's own clock.
   */
  async replace(id: string, scenario: Scenario, clock: Clock): Promise<Store> {
    // A clock that follows real time seeds at the start of its day, so one image serves the day.
    const seedAt = clock.isFrozen() ? clock.nowIso() : `${clock.today()}T00:00:00.000Z`;
    const snapshot = await this.snapshotOf(scenario, seedAt);
    this.drop(id);
    const bytes = snapshot.image.byteLength;
    this.makeRoom({ copies: 1, bytes });
    const database = this.options.driver.openImage(snapshot.image);
    const store: Store = {
      db: database.db,
      database,
      clock,
      scenario,
      generation: this.nextGeneration(),
      random: createRandomSource(clock, {
        secret: this.options.secret,
        generation: PRIVATE_RANDOM_GENERATION,
        counters: countersInMemory(),
      }),
      faults: new FaultInjector(),
    };
    this.entries.set(id, { store, lastUsedMs: this.nowMs(), bytes });
    return store;
  }

  /**
   * The data set of `id` with the data its database now holds (a data set loaded into it): a new
   * generation, so a token signed before is refused, and no fault rules. Measured again, it may make
   * the least recently used others go to stay within the budget.
   */
  renew(id: string): Store {
    const entry = this.entries.get(id);
    if (entry === undefined) throw new Error(`No private data set ${id}`);
    const { store } = entry;
    entry.store = { ...store, generation: this.nextGeneration(), faults: new FaultInjector() };
    entry.lastUsedMs = this.nowMs();
    entry.bytes = databaseBytes(store.db);
    this.makeRoom({ copies: 0, bytes: 0 }, id);
    return entry.store;
  }

  private nextGeneration(): string {
    return `${this.bootId}.${String((this.lastGeneration += 1))}`;
  }

  drop(id: string): boolean {
    const entry = this.entries.get(id);
    if (entry === undefined) return false;
    this.entries.delete(id);
    // Requests still on the copy may read its rows, not its pictures: those are served by name.
    keptPictures.release(entry.store.db);
    this.retire(entry);
    return true;
  }

  private retire({ store, bytes }: Entry): void {
    this.retired.set(store, bytes);
    const timer = setTimeout(() => {
      if (this.retired.delete(store)) store.database.close();
    }, RETIRED_GRACE_MS);
    unrefTimer(timer);
  }

  /**
   * Drops the data sets idle for longer than `idleMs`, then measures the others again (the routes'
   * writes grow them) and keeps them within the budget; returns how many went.
   */
  sweep(): number {
    const limit = this.nowMs() - this.options.idleMs;
    const before = this.entries.size;
    for (const [id, entry] of this.entries) {
      if (entry.lastUsedMs <= limit) this.drop(id);
    }
    for (const entry of this.entries.values()) entry.bytes = databaseBytes(entry.store.db);
    this.makeRoom({ copies: 0, bytes: 0 });
    return before - this.entries.size;
  }

  closeAll(): void {
    for (const id of [...this.entries.keys()]) this.drop(id);
    for (const store of this.retired.keys()) store.database.close();
    this.retired.clear();
    this.snapshots.clear();
  }

  /**
   * Makes room for `coming` (a new copy and its bytes, or nothing more) within both limits. Every open
   * copy counts, dropped ones too: a loop of resets, scenario changes or loads would otherwise pile up
   * copies faster than their grace ends. The oldest dropped copy is closed first (its grace cut short),
   * then the least recently used data set goes, never `keep` (the one that grew). A copy alone larger
   * than the budget still opens, alone: loads larger than it are refused before they get here.
   */
  private makeRoom(coming: { copies: number; bytes: number }, keep?: string): void {
    const { maxDataSets, maxBytes } = this.options;
    while (this.openCopies + coming.copies > maxDataSets || this.openBytes + coming.bytes > maxBytes) {
      const oldest = this.retired.keys().next();
      if (oldest.done !== true) {
        this.retired.delete(oldest.value);
        oldest.value.database.close();
      } else if (!this.dropLeastRecent(keep)) return;
    }
  }

  /** Drops the least recently used data set but `keep`; false when there is none. */
  private dropLeastRecent(keep: string | undefined): boolean {
    let oldest: [string, number] | undefined;
    for (const [id, entry] of this.entries) {
      if (id === keep) continue;
      if (oldest === undefined || entry.lastUsedMs < oldest[1]) oldest = [id, entry.lastUsedMs];
    }
    return oldest !== undefined && this.drop(oldest[0]);
  }

  /**
   * A new clock at the shared data set's instant: frozen there, or running on from it like the shared
   * one (real time, or a data set's time moved on).
   */
  cloneBaseClock(): Clock {
    const base = this.options.baseClock();
    return base.isFrozen() ? createClock(base.nowIso()) : createClock(null, base.nowIso());
  }

  /** Seed dates are relative to the clock, so an image serves one scenario at one instant. */
  private snapshotOf(scenario: Scenario, seedAt: string): Promise<Snapshot> {
    const key = `${scenario} ${seedAt}`;
    let snapshot = this.snapshots.get(key);
    if (snapshot === undefined) {
      snapshot = seedImage(this.options, scenario, seedAt);
      // The oldest image goes first: clocks moved by QA must not pile images up.
      if (this.snapshots.size >= MAX_SNAPSHOTS)
        this.snapshots.delete(this.snapshots.keys().next().value ?? '');
      this.snapshots.set(key, snapshot);
      // A failed seed is not cached: the next request tries again.
      snapshot.catch(() => this.snapshots.delete(key));
    }
    return snapshot;
  }
}

async function seedImage(
  { driver, seed }: Pick<PrivateDataSetsOptions, 'driver' | 'seed'>,
  scenario: Scenario,
  nowIso: string,
): Promise<Snapshot> {
  const database = driver.openMemory();
  try {
    await seed(database.db, scenario, nowIso);
    return { image: database.image() };
  } finally {
    database.close();
  }
}
