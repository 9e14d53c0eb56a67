import { describe, expect, it } from 'vitest';
import { type ChainedAnswer, PollChain } from './poll-chain';

const answer = (name: string, from: string, through: string): ChainedAnswer => ({
  events: [name],
  position: { from, through },
});
const names = (answers: ChainedAnswer[]) => answers.flatMap((one) => one.events);

describe('PollChain (the order of two polls’ answers)', () => {
  it('hands an early answer out after the one it follows, and keeps one poll while it waits', () => {
    const chain = new PollChain();
    expect(names(chain.accept(answer('a', '0', '5')))).toEqual(['a']);
    expect(chain.pipelined).toBe(true);
    expect(names(chain.accept(answer('c', '9', '12')))).toEqual([]);
    expect(chain.pipelined).toBe(false);
    expect(chain.brokenWith(1)).toBe(false);
    expect(names(chain.accept(answer('b', '5', '9')))).toEqual(['b', 'c']);
    expect(chain.pipelined).toBe(true);
  });

  it('is broken when an answer waits and no poll is left to bring the one before it', () => {
    const chain = new PollChain();
    chain.accept(answer('a', '0', '5'));
    chain.accept(answer('reset', '0', '3'));
    expect(chain.brokenWith(1)).toBe(false);
    expect(chain.brokenWith(0)).toBe(true);
  });

  it('delivers answers without a position as they come, unless positions came before', () => {
    const plain = new PollChain();
    expect(names(plain.accept({ events: ['x'], position: undefined }))).toEqual(['x']);
    expect(plain.pipelined).toBe(false);

    const chained = new PollChain();
    chained.accept(answer('a', '0', '5'));
    expect(names(chained.accept({ events: ['x'], position: undefined }))).toEqual([]);
    expect(chained.brokenWith(1)).toBe(true);
  });

  it('names each chain with a reader token of its own', () => {
    expect(new PollChain().reader).not.toBe(new PollChain().reader);
  });
});
