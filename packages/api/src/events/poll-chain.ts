/**
 * The order of the answers to two polls in flight. Polls that name one `reader` share a position
 * on the server, and each answer says where it starts and stops (`Importkit-Poll-From` and
 * `Importkit-Poll-Through`): the answer that starts where the last one delivered stopped is the
 * next, whichever connection brings it first. An answer that arrives early waits here for the one
 * before it. If that one never comes (its poll failed after the server answered it), the chain is
 * broken and the loop starts a new reader from its cursor, so what was lost is asked for again.
 *
 * A server that does not know readers (the hosted service) sends no positions: then the loop keeps
 * one poll in flight, and answers are delivered as they come.
 * @module
 */

/** One answer's events, with its place in the reader's chain when the server gave one. */
export interface ChainedAnswer {
  events: unknown[];
  position: { from: string; through: string } | undefined;
}

export class PollChain {
  /** The token every poll of this chain carries as `reader`. */
  readonly reader = newReaderToken();
  /** Where the next answer must start; undefined until an answer with a position came. */
  #next: string | undefined;
  /** Answers that came before the one they follow. */
  readonly #early: ChainedAnswer[] = [];
  /** An answer without a position came after answers with one: its place is unknown. */
  #lost = false;

  /**
   * Whether a second poll may be in flight: the server keeps this reader's position (known from
   * the first answer; until then, and on a server without readers, one poll at a time) and no
   * answer waits for the one before it (a wait that may be a break, which the last poll in
   * flight settles: see `brokenWith`).
   */
  get pipelined(): boolean {
    return this.#next !== undefined && this.#early.length === 0;
  }

  /** Takes one answer; returns the answers now due, in order (none while one before is missing). */
  accept(answer: ChainedAnswer): ChainedAnswer[] {
    const { position } = answer;
    if (position === undefined) {
      // A server without readers answers so, and never had two polls in flight; after answers
      // with positions (a proxy that dropped the headers), this one cannot be placed.
      if (this.#next === undefined) return [answer];
      this.#lost = true;
      return [];
    }
    if (this.#next !== undefined && position.from !== this.#next) {
      this.#early.push(answer);
      return [];
    }
    const due = [answer];
    this.#next = position.through;
    for (let follower = this.#take(); follower; follower = this.#take()) {
      due.push(follower);
      this.#next = follower.position?.through;
    }
    return due;
  }

  /**
   * Whether the chain is broken: an answer could not be placed, or one waits for an answer that no
   * poll in flight can bring any more (the server forgot the reader, or was reset).
   */
  brokenWith(pollsInFlight: number): boolean {
    return this.#lost || (pollsInFlight === 0 && this.#early.length > 0);
  }

  #take(): ChainedAnswer | undefined {
    const index = this.#early.findIndex((answer) => answer.position?.from === this.#next);
    return index === -1 ? undefined : this.#early.splice(index, 1)[0];
  }
}

function newReaderToken(): string {
  return globalThis.crypto.randomUUID();
}
