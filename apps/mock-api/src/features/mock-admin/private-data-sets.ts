import type { Scenario } from '@formation/contract';

import { createClock, type Clock } from '../../clock';
import type { DataSets, Store } from '../../core/call';
import { FaultInjector } from '../../core/fault-injector';
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
  nowMs?: () => number;
  /** Stands for another process's start (tests); PROCESS_BOOT_ID otherwise. */
  bootId?: string | undefined;
}

/**
 * Private data sets for parallel test runs (x-mock-session): each is an in-memory copy of a seeded
 * image of its scenario, made once per scenario and day and then copied in a millisecond or two.
 * A data set lives until it stays idle for `idleMs`, is dropped, or the limit makes room for a new one.
 */
export class PrivateDataSets implements DataSets {
  private readonly entries = new Map<string, Entry>();
  private readonly snapshots = new Map<string, Promise<Snapshot>>();
  /** First uses under way: a page's burst of first requests makes one copy, not one each. */
  private readonly creating = new Map<string, Promise<Store>>();
  /** Dropped or replaced copies, closed a little later: requests already on them finish first. */
  private readonly retired = new Set<Store>();
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
    this.makeRoom();
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
    this.entries.set(id, { store, lastUsedMs: this.nowMs() });
    return store;
  }

  /**
   * The data set of `id` with the data its database now holds (a data set loaded into it): a new
   * generation, so a token signed before is refused, and no fault rules.
   */
  renew(id: string): Store {
    const entry = this.entries.get(id);
    if (entry === undefined) throw new Error(`No private data set ${id}`);
    const { store } = entry;
    entry.store = { ...store, generation: this.nextGeneration(), faults: new FaultInjector() };
    entry.lastUsedMs = this.nowMs();
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
    this.retire(entry.store);
    return true;
  }

  private retire(store: Store): void {
    this.retired.add(store);
    const timer = setTimeout(() => {
      if (this.retired.delete(store)) store.database.close();
    }, RETIRED_GRACE_MS);
    unrefTimer(timer);
  }

  /** Drops the data sets idle for longer than `idleMs`; returns how many went. */
  sweep(): number {
    const limit = this.nowMs() - this.options.idleMs;
    let dropped = 0;
    for (const [id, entry] of this.entries) {
      if (entry.lastUsedMs <= limit && this.drop(id)) dropped += 1;
    }
    return dropped;
  }

  closeAll(): void {
    for (const id of [...this.entries.keys()]) this.drop(id);
    for (const store of this.retired) store.database.close();
    this.retired.clear();
    this.snapshots.clear();
  }

  /**
   * Every open copy counts against the limit, dropped ones too: a loop of resets or scenario changes
   * would otherwise pile up copies faster than their grace ends. The oldest dropped copy is closed
   * first (its grace cut short), then the least recently used data set goes.
   */
  private makeRoom(): void {
    while (this.openCopies >= this.options.maxDataSets) {
      const oldest = this.retired.values().next();
      if (oldest.done === true) this.dropLeastRecent();
      else {
        this.retired.delete(oldest.value);
        oldest.value.database.close();
      }
    }
  }

  private dropLeastRecent(): void {
    let oldest: [string, number] | undefined;
    for (const [id, entry] of this.entries) {
      if (oldest === undefined || entry.lastUsedMs < oldest[1]) oldest = [id, entry.lastUsedMs];
    }
    if (oldest !== undefined) this.drop(oldest[0]);
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
