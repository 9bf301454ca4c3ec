import type { ThreadEntry } from '@shared/contract/replies';
import { toDynamicFormFields } from '@shared/domain/tickets';
import { describe, expect, it } from 'vitest';
import {
  backLink,
  detailValue,
  messageText,
  threadItems,
  ticketDetailRows,
  ticketFieldRows,
} from '@/lib/ticketViewModel';
import { ticketDetail } from '../../factories/tickets';

/** The ticket view's content rules (tickets spec 2.7, 3 and 4). */

// Local time, as the browser shows it: these tests do not depend on the machine's time zone.
/** A wall-clock time in the tenant's default zone, Asia/Kolkata (UTC+05:30, no daylight saving). */
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute) - 330 * 60_000).toISOString();

const value = (rows: { label: string; value: string }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

describe('labelled fields', () => {
  it("lists the main view's fields in the spec's order", () => {
    expect(ticketFieldRows(ticketDetail()).map((row) => row.label)).toEqual([
      'Status',
      'User',
      'Priority',
      'Email',
      'Designation',
      'Department',
      'Source',
      'Created Date',
      'Mobile',
      'Assigned To',
      'Help Topic',
      'SLA',
      'Due Date',
      'Current Due Date',
      'First Response',
      'Ticket Category',
      'Ticket SubCategory',
      'Employee Id',
      'Ticket Closed Date',
      'Ticket Closed By',
      'Branch',
      'Modified SLA',
      'Modified Created Date',
      'Nspira Code',
      'State',
      'District',
      'Payroll Code',
    ]);
  });

  it('fills each field from the ticket, dates as DD/MM/YYYY hh:mm A', () => {
    const rows = ticketFieldRows(
      ticketDetail({
        assigneeFullName: 'Arjun Agent',
        closedDate: local(2026, 3, 6, 15, 5),
        closedBy: 'Uma User',
        modifiedCreatedDate: local(2026, 3, 6, 0, 0),
        nspiraCode: 'NS-1',
      }),
    );
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toMatchObject({
      Status: 'Open',
      Designation: 'Teacher',
      Mobile: '9848000001',
      Source: 'Portal',
      'Assigned To': 'Arjun Agent',
      'Created Date': '05/03/2026 09:30 AM',
      'Ticket Closed Date': '06/03/2026 03:05 PM',
      'Ticket Closed By': 'Uma User',
      'Modified Created Date': '06/03/2026 12:00 AM',
      'Employee Id': 'EMP1001',
      'Nspira Code': 'NS-1',
      // Missing values are empty, never 'null'.
      'Ticket SubCategory': '',
      'Modified SLA': '',
    });
  });

  it("appends ' (Level-1)' to the due date only when the level-1 due is not null", () => {
    expect(value(ticketFieldRows(ticketDetail()), 'Due Date')).toBe('07/03/2026 09:30 AM');
    expect(value(ticketFieldRows(ticketDetail({ level1SlaDue: local(2026, 3, 7, 9, 30) })), 'Due Date')).toBe(
      '07/03/2026 09:30 AM (Level-1)',
    );
  });
});

describe('Ticket Details (dynamic form fields)', () => {
  it("splits 'name,value' at the first comma and shows names with underscores and digits as spaces", () => {
    const rows = ticketDetailRows(['issue_summary,Screen flickers, then goes black', 'field2_notes,Seen twice']);
    expect(rows).toEqual([
      { label: 'issue summary', value: { kind: 'text', text: 'Screen flickers, then goes black' } },
      { label: 'field notes', value: { kind: 'text', text: 'Seen twice' } },
    ]);
  });

  it('shows a form date field as the day alone, other timestamps with their time (issue 17)', () => {
    const noticed = local(2026, 3, 15, 0, 0);
    const rows = ticketDetailRows(
      [`issue_noticed_on,${noticed}`, `logged_at,${local(2026, 3, 15, 14, 5)}`],
      [
        { name: 'issue_noticed_on', label: 'Issue Noticed On', type: 'date' },
        { name: 'logged_at', label: 'Logged At', type: 'text' },
      ],
    );
    expect(rows.map((row) => row.value)).toEqual([
      { kind: 'text', text: '15/03/2026' },
      { kind: 'text', text: '15/03/2026 02:05 PM' },
    ]);
  });

  it("labels each field with the help topic form's label when it has one (issue 21 item 25)", () => {
    const rows = ticketDetailRows(
      ['asset_tag,LT-1', 'issue_summary,Flicker', 'extra_note,Seen twice'],
      [
        { name: 'issue_summary', label: 'Issue Summary' },
        { name: 'asset_tag', label: 'Asset Tag' },
      ],
    );
    expect(rows.map((row) => row.label)).toEqual(['Issue Summary', 'Asset Tag', 'extra note']);
  });

  it("shows values with a 'ticket/' path as attachments named by their file", () => {
    expect(detailValue('ticket/tmp/1/abc/photo.png')).toEqual({
      kind: 'attachment',
      attachment: { key: 'ticket/tmp/1/abc/photo.png', fileName: 'photo.png' },
    });
  });

  it('shows ISO timestamps as dates and booleans as text', () => {
    expect(detailValue(local(2026, 3, 15, 0, 0))).toEqual({ kind: 'text', text: '15/03/2026 12:00 AM' });
    expect(detailValue('true')).toEqual({ kind: 'text', text: 'Yes' });
    expect(detailValue('false')).toEqual({ kind: 'text', text: 'No' });
    expect(detailValue('12')).toEqual({ kind: 'text', text: '12' });
  });

  it('reads back what the server stores for a raised ticket, in the help topic form order', () => {
    const fields = toDynamicFormFields({
      asset_tag: 'LT-0042',
      is_it_blocking_work: true,
      issue_summary: 'Flicker',
      priority_level: 'High',
    });
    const rows = ticketDetailRows(fields, ['issue_summary', 'priority_level', 'asset_tag', 'is_it_blocking_work']);
    expect(rows.map((row) => [row.label, row.value.kind === 'text' ? row.value.text : ''])).toEqual([
      ['issue summary', 'Flicker'],
      ['priority level', 'High'],
      ['asset tag', 'LT-0042'],
      ['is it blocking work', 'Yes'],
    ]);
  });
});

describe('breadcrumb back-link', () => {
  it('follows the remembered list', () => {
    expect(backLink('/ticket')).toEqual({ label: 'My Tickets', path: '/ticket' });
    expect(backLink('/escalatedTicket')).toEqual({ label: 'Escalated Tickets', path: '/escalatedTicket' });
    expect(backLink('/allTickets')).toEqual({ label: 'All Tickets', path: '/allTickets' });
    expect(backLink('/myTeams')).toEqual({ label: 'My Teams', path: '/myTeams' });
    expect(backLink('/departmentQueue')).toEqual({ label: 'Department Queue', path: '/departmentQueue' });
  });

  it("leads back to the team whose tickets were shown (My Teams' ?teamId=)", () => {
    expect(backLink('/myTeams?teamId=7')).toEqual({ label: 'My Teams', path: '/myTeams?teamId=7' });
  });

  it('defaults to My Tickets when nothing (or anything else) is remembered', () => {
    expect(backLink(null)).toEqual({ label: 'My Tickets', path: '/ticket' });
    expect(backLink('https://elsewhere.example/phish')).toEqual({ label: 'My Tickets', path: '/ticket' });
  });
});

function entry(overrides: Partial<ThreadEntry>): ThreadEntry {
  return {
    id: 'e',
    message: '',
    textMessage: '',
    repliedby: 'Uma User',
    createdAt: local(2026, 3, 5, 9, 30),
    messageDateTime: null,
    isInternalNotes: false,
    isTicketActivityThread: false,
    s3FilesUrl: [],
    recepients: null,
    ...overrides,
  };
}

describe('Ticket Thread', () => {
  it('lists entries oldest first, activity entries dated by messageDateTime', () => {
    const items = threadItems([
      entry({ id: 'reply', message: 'Still broken', createdAt: local(2026, 3, 6, 10, 0) }),
      entry({
        id: 'activity',
        message: 'Status changed from Open to Closed by Uma User',
        isTicketActivityThread: true,
        createdAt: local(2026, 3, 7, 8, 0),
        messageDateTime: local(2026, 3, 5, 18, 45),
      }),
      entry({ id: 'first', message: 'Flicker', createdAt: local(2026, 3, 5, 9, 30) }),
    ]);
    expect(items.map((item) => [item.id, item.date, item.isActivity])).toEqual([
      ['first', '05/03/2026 09:30 AM', false],
      ['activity', '05/03/2026 06:45 PM', true],
      ['reply', '06/03/2026 10:00 AM', false],
    ]);
  });

  it('marks internal notes and lists the attachments of an entry', () => {
    const [note] = threadItems([
      entry({
        isInternalNotes: true,
        s3FilesUrl: [{ fileName: 'log.txt', key: 'ticket/tmp/2/x/log.txt', id: 'f1' }],
      }),
    ]);
    expect(note.isInternalNote).toBe(true);
    expect(note.attachments).toEqual([{ key: 'ticket/tmp/2/x/log.txt', fileName: 'log.txt' }]);
  });

  it("names a reply's added recipients, one by one, and none for an entry without them", () => {
    const [sent, plain] = threadItems([
      entry({ id: 's', recepients: 'vendor@demo.local, installer@demo.local' }),
      entry({ id: 'p', createdAt: '2030-01-01T00:00:00.000Z' }),
    ]);
    expect(sent.alsoSentTo).toEqual(['vendor@demo.local', 'installer@demo.local']);
    expect(plain.alsoSentTo).toEqual([]);
  });

  it('renders a rich-text message as HTML and an old plain-text message as text (issue 21 item 15)', () => {
    const [rich, plain] = threadItems([
      entry({ id: 'r', message: '<p>Try <strong>this</strong></p>' }),
      entry({ id: 'p', message: 'Line one\nline two: 2 < 3', createdAt: '2030-01-01T00:00:00.000Z' }),
    ]);
    expect(rich.html).toBe('<p>Try <strong>this</strong></p>');
    expect(rich.text).toBe('Try this');
    expect(plain.html).toBeUndefined();
    expect(plain.text).toBe('Line one\nline two: 2 < 3');
  });

  it('gives the text of a message (mails, lists): line breaks kept, never the tags', () => {
    expect(messageText('<p>Checked the <b>quota</b>.</p><p>Line two &amp; more</p>')).toBe(
      'Checked the quota.\nLine two & more',
    );
    expect(messageText('a<br>b<script>alert(1)</script>')).toBe('a\nb');
    expect(messageText('Plain text\nstays as typed: 2 < 3')).toBe('Plain text\nstays as typed: 2 < 3');
  });
});
