import { describe, expect, it } from 'vitest';
import { handlers } from '../../src/server/routes/handlers';
import { type ActionName, actionTable } from '../../src/shared/api/actionTable';

const names = Object.keys(actionTable) as ActionName[];

describe('the action table and the handlers', () => {
  it('has a handler for every action, and no handler for an action it does not list', () => {
    expect(names.filter((name) => !handlers[name])).toEqual([]);
    expect(Object.keys(handlers).filter((name) => !(name in actionTable))).toEqual([]);
  });
});
