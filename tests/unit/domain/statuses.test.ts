import {
  agentSettableStatuses,
  openGroupStatuses,
  statusesFromFilterIds,
  statusFilterOptions,
} from '@shared/domain/statuses';
import { describe, expect, it } from 'vitest';

describe('statuses', () => {
  it('offers 13 statuses to set and 15 filter options with All first', () => {
    expect(agentSettableStatuses).toHaveLength(13);
    expect(agentSettableStatuses).not.toContain('Re-Open');
    expect(statusFilterOptions).toHaveLength(15);
    expect(statusFilterOptions[0]).toEqual({ value: '1', label: 'All' });
    expect(statusFilterOptions.find((option) => option.value === '14')?.label).toBe('Closed');
    expect(statusFilterOptions.find((option) => option.value === '15')?.label).toBe('Re-Open');
  });

  it('maps filter ids to statuses; All means no filter', () => {
    expect(statusesFromFilterIds(['2', '15'])).toEqual(['Open', 'Re-Open']);
    expect(statusesFromFilterIds(['1', '2'])).toBeUndefined();
    expect(statusesFromFilterIds([])).toBeUndefined();
  });

  it('defines the open group as ids 2 to 12 plus 15', () => {
    const ids = openGroupStatuses.map((status) => statusFilterOptions.find((option) => option.label === status)?.value);
    expect(ids).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '15']);
  });
});
