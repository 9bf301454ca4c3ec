import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DEMO_QUARTER_SEED } from './demoQuarterPlan';

/**
 * The journal: a file in the data folder, one JSON line per step written (the plan's seed, end
 * and size first; then each ticket raised with its number, each event done, each feedback
 * answered; "finished" last). Decision for a start interrupted midway (Ctrl-C, a crash): it is
 * finished, not redone. The plan is made again from the journal's seed and end (the same plan),
 * and only the steps the journal lacks are written: no ticket is raised twice. On Ctrl-C the
 * writer stops taking steps and lets those in flight end first, so the journal and the table
 * agree; after a crash at most the few steps in flight are lost (a ticket number skipped, an event
 * missing), never doubled. A journal marked finished is never written again.
 */
export const QUARTER_JOURNAL = 'demo-quarter.jsonl';

export interface QuarterPlanOptions {
  seed?: number;
  end?: number;
  tickets?: number;
}

interface JournalHeader {
  seed: number;
  end: number;
  tickets?: number;
}

export type JournalEntry =
  | { ticket: number; id: string }
  | { ticket: number; event: number }
  | { ticket: number; stopped: string }
  | { feedback: number }
  | { finished: true };

interface JournalState {
  header: JournalHeader;
  ids: Map<number, string>;
  events: Map<number, number>;
  stopped: Set<number>;
  answered: Set<number>;
  finished: boolean;
}

/** Starts the journal of a new quarter (before the tenant is seeded, so a crash cannot lose it). */
export function beginQuarterJournal(path: string, options: QuarterPlanOptions): void {
  const header: JournalHeader = {
    seed: options.seed ?? DEMO_QUARTER_SEED,
    end: options.end ?? Date.now(),
    ...(options.tickets ? { tickets: options.tickets } : {}),
  };
  writeFileSync(path, `${JSON.stringify(header)}\n`);
}

export function readJournal(path: string): JournalState | null {
  if (!existsSync(path)) return null;
  const [first, ...lines] = readFileSync(path, 'utf8').split('\n');
  if (!first) return null;
  const state: JournalState = {
    header: JSON.parse(first) as JournalHeader,
    ids: new Map(),
    events: new Map(),
    stopped: new Set(),
    answered: new Set(),
    finished: false,
  };
  for (const line of lines) {
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      continue; // an empty last line, or one cut short by a crash
    }
    if ('finished' in entry) state.finished = true;
    else if ('feedback' in entry) state.answered.add(entry.feedback);
    else if ('id' in entry) state.ids.set(entry.ticket, entry.id);
    else if ('event' in entry) state.events.set(entry.ticket, entry.event);
    else if ('stopped' in entry) state.stopped.add(entry.ticket);
  }
  return state;
}

/** Adds one step written to the journal. */
export function appendJournal(path: string, entry: JournalEntry): void {
  appendFileSync(path, `${JSON.stringify(entry)}\n`);
}

/** What a data folder holds of the demo quarter. */
export function quarterState(path: string): 'none' | 'unfinished' | 'finished' {
  const state = readJournal(path);
  return !state ? 'none' : state.finished ? 'finished' : 'unfinished';
}
