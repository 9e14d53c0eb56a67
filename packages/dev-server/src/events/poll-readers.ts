/**
 * The long poll's readers: how one client keeps two polls in flight without either bringing back
 * what the other did. Polls that carry the same `reader` token share one position in the log:
 * each answer starts where the reader's previous answer stopped (or after the poll's own `after`,
 * if that is later), and moves the position to where it stopped. So a second poll held while the
 * first one's answer travels is answered with the events that come meanwhile, not with the same
 * ones.
 *
 * Answers to one reader form a chain: each says where it starts and where it stops (the
 * `Importkit-Poll-From` and `Importkit-Poll-Through` headers, see events.ts), and the next one
 * starts where it stopped. A client that loses an answer (a poll that fails after the server
 * answered it) sees the chain break and starts over with a new token and its own `after`, so no
 * event is lost for good. A reader not heard from for {@link READER_IDLE_MS} is forgotten; its
 * next poll starts at its `after`, which the client sees as a break too.
 * @module
 */
import type { StatePart } from '../runtime/server-state';

/** Where an answer to a reader starts in the log (exclusive): an opaque position. */
export const POLL_FROM_HEADER = 'importkit-poll-from';
/** Where it stops (inclusive), which is where the reader's next answer starts. */
export const POLL_THROUGH_HEADER = 'importkit-poll-through';

/** How long a reader's position is kept without a poll (a held poll lasts 30 s at most). */
export const READER_IDLE_MS = 10 * 60_000;

interface ReaderPosition {
  /** The sequence its last answer read the log through. */
  through: number;
  /** When a poll of this reader last arrived or was answered (ms). */
  usedAt: number;
}

export class PollReaders implements StatePart {
  readonly #positions = new Map<string, ReaderPosition>();
  #sweptAt = 0;

  /** Where an answer to `reader` starts: after `after` or after its last answer, whichever is later. */
  startOf(reader: string, after: number, now: number): number {
    this.#sweep(now);
    const position = this.#positions.get(reader);
    if (!position) return after;
    position.usedAt = now;
    return Math.max(after, position.through);
  }

  /** Notes that an answer to `reader` read the log through `through`. */
  answered(reader: string, through: number, now: number): void {
    const position = this.#positions.get(reader);
    if (position) {
      position.through = through;
      position.usedAt = now;
    } else {
      this.#positions.set(reader, { through, usedAt: now });
    }
  }

  clear(): void {
    this.#positions.clear();
  }

  /** Forgets idle readers, at most once a minute (each poll would otherwise walk them all). */
  #sweep(now: number): void {
    if (now - this.#sweptAt < 60_000) return;
    this.#sweptAt = now;
    for (const [reader, position] of this.#positions) {
      if (now - position.usedAt > READER_IDLE_MS) this.#positions.delete(reader);
    }
  }
}
