import { describe, expect, it } from 'vitest';
import { filterSummary } from '@/components/FilterBar';

const ignore = () => undefined;

describe('filterSummary', () => {
  it('says what folded filters filter by: each range, the statuses, each choice other than All', () => {
    expect(
      filterSummary([
        {
          kind: 'dateRange',
          label: 'Created Date',
          value: { start: '28/10/2026', end: '27/11/2026' },
          onChange: ignore,
        },
        { kind: 'status', value: ['2'], onChange: ignore },
        {
          kind: 'choice',
          label: 'Department',
          choices: [{ value: '1', label: 'IT Support' }],
          value: '',
          onChange: ignore,
        },
        { kind: 'choice', label: 'Overdue', choices: [{ value: '1', label: 'Yes' }], value: '1', onChange: ignore },
        { kind: 'dateRange', label: 'Closed Date', value: { start: '', end: '' }, onChange: ignore },
        false,
        { kind: 'custom', key: 'assignee', element: null },
      ]),
    ).toBe('Created Date 28/10/2026 – 27/11/2026 · Status: Open · Overdue: Yes');
  });

  it('is empty when nothing is chosen', () => {
    expect(filterSummary([{ kind: 'status', value: [], onChange: ignore }, false])).toBe('');
  });
});
