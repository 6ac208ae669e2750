import { describe, expect, it } from 'vitest';
import { sortInOwnerOrder } from '@/domain/project-order';

const entry = (id: string, document: Record<string, unknown>) => ({ id, document });

describe("the owner's order of projects", () => {
  it('sorts by the order number, then puts documents without a usable one after them by id', () => {
    const sorted = sortInOwnerOrder([
      entry('c', {}),
      entry('b', { order: 'first' }),
      entry('z', { order: 1 }),
      entry('a', { order: Number.NaN }),
      entry('y', { order: 0 }),
      entry('x', { order: 1 }),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual(['y', 'x', 'z', 'a', 'b', 'c']);
  });
});
