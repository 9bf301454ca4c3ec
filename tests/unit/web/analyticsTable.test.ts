import { describe, expect, it } from 'vitest';
import {
  type AgingAnswer,
  type AnalyticsAnswer,
  agingTables,
  agingTitle,
  chartRows,
  chartSeries,
  footerCells,
  formatFigure,
  tableLayout,
} from '@/features/analytics/analyticsTable';
import { type ViewId, viewConfig } from '@/features/analytics/analyticsViews';

const answer: AnalyticsAnswer = {
  GrandTotal: 10,
  GrandOpenTotal: 7,
  GrandClosedCount: 3,
  GrandClosedPercentage: 30,
  GrandOverdueCount: 2,
  GrandOverDuePercentage: 20,
  GrandOpenPercentage: 70,
  Data: [
    {
      SNo: 1,
      DepartmentName: 'IT Support',
      HelpTopicName: 'Laptop / Desktop Issue',
      AgentName: 'Arjun Agent',
      TeamName: 'IT Service Desk',
      TotalTickets: 6,
      OpenCount: 4,
      ClosedCount: 2,
      OverdueCount: 1,
      ClosedPercentage: 33.33,
      OverduePercentage: 16.67,
      OpenTickets: 4,
      ClosedTickets: 2,
      OverdueTickets: 1,
      AverageSLA: 2,
      CompletedDays: 0.5,
      Difference: 1.5,
      rowKey: 'department:1',
    },
  ],
};

const layoutOf = (id: ViewId) => tableLayout(viewConfig(id));
const headers = (id: ViewId) => {
  const layout = layoutOf(id);
  return [...layout.labels, ...layout.figures].map((column) => column.header);
};

describe('analytics table columns', () => {
  it('labels each row by what the view groups on', () => {
    expect(layoutOf(1).labels.map((column) => column.header)).toEqual(['S.No', 'Department Name']);
    expect(layoutOf(5).labels.map((column) => column.header)).toEqual(['S.No', 'Department Name', 'Help Topic']);
    expect(layoutOf(10).labels.map((column) => column.header)).toEqual(['S.No', 'Agent Name']);
    expect(layoutOf(13).labels.map((column) => column.header)).toEqual(['S.No', 'Team Name']);
  });

  it('shows the figures of the view type', () => {
    expect(headers(1)).toEqual(['S.No', 'Department Name', 'Total Tickets', 'Open', 'Closed', 'Closed %']);
    expect(headers(8).slice(2)).toEqual(['Total Tickets', 'Open', 'Closed', 'Overdue', 'Closed %', 'Overdue %']);
    expect(headers(9).slice(3)).toEqual([
      'Total Tickets',
      'Open',
      'Closed',
      'Overdue',
      'Open %',
      'Closed %',
      'Overdue %',
    ]);
    expect(headers(11).slice(2)).toEqual([
      'Total Tickets',
      'Open',
      'Closed',
      'Overdue',
      'Average SLA (Days)',
      'Completed Days',
      'Difference',
      'First response met %',
    ]);
    expect(headers(14).slice(2)).toEqual([
      'Responses',
      'Satisfied',
      'Not satisfied',
      'Satisfied %',
      'Not satisfied %',
      'Re-opened after "No"',
    ]);
  });

  it('reads each cell from the row', () => {
    const cells = (id: ViewId) => {
      const layout = layoutOf(id);
      return [...layout.labels, ...layout.figures].map((column) => column.cell(answer.Data[0]));
    };
    expect(cells(4)).toEqual(['1', 'IT Support', '6', '4', '2', '1', '33.33', '16.67']);
    // Rows carry no open %: open count over total, as the grand figure is computed.
    expect(cells(5)).toEqual([
      '1',
      'IT Support',
      'Laptop / Desktop Issue',
      '6',
      '4',
      '2',
      '1',
      '66.67',
      '33.33',
      '16.67',
    ]);
    // First response met % is '' for an answer without it (from before issue 18).
    expect(cells(7)).toEqual(['1', 'Arjun Agent', '6', '4', '2', '1', '2', '0.5', '1.5', '']);
  });
});

describe("footer row 'A' / 'Total'", () => {
  const footer = (id: ViewId, data: AnalyticsAnswer = answer) => footerCells(layoutOf(id), data);

  it('shows total, open, closed and closed % in the User-View', () => {
    expect(footer(1)).toEqual(['A', 'Total', '10', '7', '3', '30']);
  });

  it('adds overdue count and overdue % in the other views', () => {
    for (const id of [2, 4, 6, 8, 10, 12, 13] as const) {
      expect(footer(id)).toEqual(['A', 'Total', '10', '7', '3', '2', '30', '20']);
    }
  });

  it('adds open % in the help-topic views', () => {
    for (const id of [3, 5, 9] as const)
      expect(footer(id)).toEqual(['A', 'Total', '10', '7', '3', '2', '70', '30', '20']);
    const { GrandOpenPercentage: _left, ...withoutOpenPercentage } = answer;
    expect(footer(5, withoutOpenPercentage)).toEqual(['A', 'Total', '10', '7', '3', '2', '70', '30', '20']);
  });

  it('shows only total, open, closed and overdue count in the SLA views', () => {
    for (const id of [7, 11] as const) expect(footer(id)).toEqual(['A', 'Total', '10', '7', '3', '2', '', '', '', '']);
  });

  it('shows every Customer Satisfaction total, its percentages of the summed responses', () => {
    // Two rows: 1 of 1 satisfied (100%) and 1 of 3 (33.33%): the total is 2 of 4, 50%, not 133.33%.
    const satisfaction: AnalyticsAnswer = {
      ...answer,
      GrandResponses: 4,
      GrandSatisfied: 2,
      GrandNotSatisfied: 2,
      GrandSatisfiedPercentage: 50,
      GrandNotSatisfiedPercentage: 50,
      GrandReopenedAfterNo: 1,
    };
    expect(footer(14, satisfaction)).toEqual(['A', 'Total', '4', '2', '2', '50', '50', '1']);
    const { GrandSatisfiedPercentage: _s, GrandNotSatisfiedPercentage: _n, ...withoutPercentages } = satisfaction;
    expect(footer(14, withoutPercentages)).toEqual(['A', 'Total', '4', '2', '2', '50', '50', '1']);
  });

  it('shows zeros, never NaN, for an empty answer', () => {
    const empty: AnalyticsAnswer = {
      GrandTotal: 0,
      GrandOpenTotal: 0,
      GrandClosedCount: 0,
      GrandClosedPercentage: 0,
      GrandOverdueCount: 0,
      GrandOverDuePercentage: 0,
      Data: [],
    };
    expect(footer(9, empty)).toEqual(['A', 'Total', '0', '0', '0', '0', '0', '0', '0']);
    const layout = layoutOf(9);
    const openPercent = layout.figures.find((column) => column.id === 'OpenPercentage')!;
    expect(openPercent.cell({ SNo: 1, TotalTickets: 0, OpenCount: 0 })).toBe('0');
  });
});

describe('figures and chart', () => {
  it('formats counts as integers and the rest with at most two decimals', () => {
    expect(formatFigure(7)).toBe('7');
    expect(formatFigure(33.333)).toBe('33.33');
    expect(formatFigure(12.5)).toBe('12.5');
    expect(formatFigure(-1.5)).toBe('-1.5');
    expect(formatFigure(undefined)).toBe('');
    expect(formatFigure(Number.NaN)).toBe('');
  });

  it('charts open and closed (stacked) and overdue per row, from the SLA fields in SLA views', () => {
    expect(chartRows(viewConfig(4), answer.Data)).toEqual([{ name: 'IT Support', Open: 4, Closed: 2, Overdue: 1 }]);
    expect(chartRows(viewConfig(5), answer.Data)[0].name).toBe('Laptop / Desktop Issue');
    expect(chartRows(viewConfig(11), [{ SNo: 1, AgentName: 'Kavya', OpenTickets: 3, ClosedTickets: 1 }])).toEqual([
      { name: 'Kavya', Open: 3, Closed: 1, Overdue: 0 },
    ]);
    expect(chartRows(viewConfig(13), [{ SNo: 2 }])[0].name).toBe('#2');
    expect(chartSeries('user')).toEqual(['Open', 'Closed']);
    expect(chartSeries('sla')).toEqual(['Open', 'Closed', 'Overdue']);
  });
});

describe('aging popup', () => {
  const buckets = (values: number[], percentages: number[]) =>
    Object.fromEntries(
      ['zeroday', 'oneday', 'twoday', 'threeday', 'fourday', 'fiveday', 'sixday', 'sevenday', 'sevenplusday'].flatMap(
        (name, index) => [
          [name, values[index]],
          [`${name}_percentage`, percentages[index]],
        ],
      ),
    );
  const aging: AgingAnswer = {
    DepartmentName: 'IT Support',
    OverdueAging: [buckets([1, 0, 0, 0, 0, 0, 0, 0, 1], [50, 0, 0, 0, 0, 0, 0, 0, 50])],
    ClosedAging: [buckets([3, 0, 0, 0, 0, 0, 0, 0, 0], [100, 0, 0, 0, 0, 0, 0, 0, 0])],
  };

  it('is titled with the department name, or plainly in the Team-Lead-View and without a department', () => {
    expect(agingTitle(4, 'IT Support')).toBe('IT Support Ticket Aging Analysis');
    expect(agingTitle(12, 'IT Support')).toBe('Ticket Aging Analysis');
    expect(agingTitle(6, '')).toBe('Ticket Aging Analysis');
    // Agent and team rows carry no department: the chosen ones name the popup (issue 21 item 12).
    expect(agingTitle(6, '', ['IT Support'])).toBe('IT Support Ticket Aging Analysis');
    expect(agingTitle(10, undefined, ['IT Support', 'Facilities'])).toBe(
      'IT Support, Facilities Ticket Aging Analysis',
    );
    expect(agingTitle(13, '', ['IT Support'])).toBe('IT Support Ticket Aging Analysis');
    expect(agingTitle(12, '', ['IT Support'])).toBe('Ticket Aging Analysis');
  });

  it('holds four one-row tables over 0 Day … >7 Days', () => {
    expect(agingTables(aging)).toEqual([
      { name: 'Overdue Tickets In Numbers', cells: ['1', '0', '0', '0', '0', '0', '0', '0', '1'] },
      { name: 'Overdue Tickets In %', cells: ['50', '0', '0', '0', '0', '0', '0', '0', '50'] },
      { name: 'Closed Tickets In Numbers', cells: ['3', '0', '0', '0', '0', '0', '0', '0', '0'] },
      { name: 'Closed Tickets In %', cells: ['100', '0', '0', '0', '0', '0', '0', '0', '0'] },
    ]);
    expect(agingTables({ DepartmentName: '', OverdueAging: [], ClosedAging: [] })[1].cells).toEqual(Array(9).fill('0'));
  });
});
