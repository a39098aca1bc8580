import type { LightMyRequestResponse } from 'fastify';
import type { TestAgent } from './testServer';

/*
 * The access matrix's vocabulary: a call (or route) run as some caller on some project, and what
 * it must answer. Kept apart from the project calls so other areas (cart, orders) can add their
 * own calls to the same matrix.
 */

/** What a call needs of its caller, by projectAccess's actions. */
export type Need = 'view' | 'contribute' | 'edit' | 'manage';

export interface MatrixCall {
  name: string;
  need: Need;
  /** Runs the call on `projectId`; answers the HTTP status and the body. */
  run(agent: TestAgent, projectId: number): Promise<{ status: number; body: string }>;
}

export const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
});

/** What each kind of caller is answered, by what the call needs. */
export type Expectation = Record<Need, number>;
