import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PassWrites } from '../../../src/server/live/fan-out.js';

/*
 * One pass of writes as the fan-out process gets it (docs/live.md, "The fan-out"): shared bytes
 * once with their streams' ids, and every stream's writes in the order the hub made them.
 */
const SHARED = [Buffer.from('visitors'), Buffer.from('staff'), Buffer.from(':\n\n')];

/** What each stream receives when the process writes the entries in order. */
function received(entries: ReturnType<PassWrites['take']>): Map<number, string[]> {
  const byStream = new Map<number, string[]>();
  for (const { bytes, ids } of entries) {
    for (const id of ids) byStream.set(id, [...(byStream.get(id) ?? []), Buffer.from(bytes).toString()]);
  }
  return byStream;
}

describe('a pass of the fan-out', () => {
  it('sends a Buffer shared by many streams once, with all their ids', () => {
    const pass = new PassWrites();
    for (let id = 1; id <= 1000; id += 1) pass.add(id, SHARED[id % 2]!);
    const entries = pass.take();
    expect(entries).toHaveLength(2);
    expect(entries.map(({ ids }) => ids.length)).toEqual([500, 500]);
  });

  it("keeps each stream's writes in the order they were made, whatever the mix of shared and own bytes", () => {
    const write = fc.record({
      id: fc.integer({ min: 1, max: 6 }),
      frames: fc.oneof(fc.constantFrom(...SHARED), fc.string({ minLength: 1, maxLength: 4 }).map((text) => `own ${text}`)),
    });
    fc.assert(
      fc.property(fc.array(write, { maxLength: 40 }), (writes) => {
        const pass = new PassWrites();
        const expected = new Map<number, string[]>();
        for (const { id, frames } of writes) {
          pass.add(id, frames);
          expected.set(id, [...(expected.get(id) ?? []), frames.toString()]);
        }
        expect(received(pass.take())).toEqual(expected);
      }),
    );
  });

  it('opens a new entry for a shared Buffer when a stream already has a later one', () => {
    const pass = new PassWrites();
    pass.add(1, SHARED[0]!);
    pass.add(2, 'own');
    pass.add(2, SHARED[0]!);
    expect(received(pass.take()).get(2)).toEqual(['own', 'visitors']);
  });
});
