import { describe, expect, it } from 'vitest';

import type { Change } from '../change.js';
import { liesWithin, withConsumers } from '../consumers.js';
import { usageFromCoverage } from './from-coverage.js';

const route = (method: string, path: string, successes: number[], exercised: number[] = []) => ({
  method,
  path,
  keys: [],
  declared: [],
  exercised,
  missing: [],
  injectedOnly: [],
  undeclared: [],
  successes,
});

describe("a QA run's usage, from the mock's status coverage", () => {
  it('lists the operations and statuses answered, each read whole, and leaves out the untouched', () => {
    const coverage = {
      totals: {},
      routes: [
        route('GET', '/courses/:id', [200], [404]),
        route('POST', '/comments', [201]),
        route('DELETE', '/comments/:id', []),
      ],
    };
    expect(usageFromCoverage(coverage, 'qa')).toEqual({
      consumer: 'qa',
      operations: {
        'GET /courses/{id}': { answers: { '200': [''], '404': [''] } },
        'POST /comments': { answers: { '201': [''] } },
      },
    });
  });

  it('refuses what is not a coverage, saying where', () => {
    expect(() => usageFromCoverage({ routes: [{ method: 'GET' }] }, 'qa')).toThrow(
      /^not the mock's status coverage \(GET \/__mock\/coverage\): routes\.0\.path Required$/,
    );
  });

  it('counts a read of the whole body as touching any change in it, and a read below a change', () => {
    expect(liesWithin('', 'items[].title')).toBe(true);
    expect(liesWithin('items[].title', 'items[]')).toBe(true);
    expect(liesWithin('items[].title', 'items[].titles')).toBe(false);
    expect(liesWithin('items', 'items[].title')).toBe(false);
    const change: Change = {
      operation: 'GET /courses/{id}',
      kind: 'answer-field-removed',
      class: 'breaking-clients',
      part: 'answer',
      status: '200',
      path: 'title',
      message: '',
    };
    const qa = usageFromCoverage({ routes: [route('GET', '/courses/:id', [200])] }, 'qa');
    const web = { consumer: 'web', operations: { 'GET /courses/{id}': { answers: { '200': ['price'] } } } };
    expect(withConsumers([change], [qa, web])[0]?.readBy).toEqual(['qa']);
    expect(withConsumers([{ ...change, status: '404' }], [qa, web])[0]?.readBy).toEqual([]);
    expect(
      withConsumers([{ ...change, part: 'request', kind: 'request-field-removed' }], [qa, web])[0]?.readBy,
    ).toEqual(['qa', 'web']);
  });
});
