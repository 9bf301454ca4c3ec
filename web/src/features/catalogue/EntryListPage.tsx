import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/DataTable';
import { ListPage } from '@/components/ListPage';
import type { ListQuery, usePagedTable } from '@/components/usePagedTable';
import { AddEntryButton, EntryDialog, type EntryEditor } from './EditDialog';

export interface EntryListPageProps<
  Data extends { totalItems: number },
  Row extends { id: string },
  Draft extends { id?: string },
> {
  /** The page title, also the table's accessible name ('Ticket Sources'). */
  title: string;
  /** One entry, as the Add button and the dialog title name it ('Ticket Source'). */
  what: string;
  table: ReturnType<typeof usePagedTable>;
  list: ListQuery<Data>;
  rowsOf(data: Data): readonly Row[];
  columns: DataTableColumn<Row>[];
  emptyMessage: string;
  editor: EntryEditor<Draft>;
  /** What Add opens the dialog with. */
  newDraft(): NoInfer<Draft>;
  /** The dialog's fields, given the draft and a way to change it. */
  fields(draft: NoInfer<Draft>, change: (patch: Partial<NoInfer<Draft>>) => void): ReactNode;
  /** Actions shown before Add (an import). */
  extraActions?: ReactNode;
  /** More of the page (a confirmation dialog). */
  children?: ReactNode;
}

/**
 * The skeleton of a catalogue list (departments, ticket sources, canned responses): the paged
 * table of entries, Add, and the add / edit dialog.
 */
export function EntryListPage<
  Data extends { totalItems: number },
  Row extends { id: string },
  Draft extends { id?: string },
>(props: EntryListPageProps<Data, Row, Draft>) {
  return (
    <ListPage
      title={props.title}
      actions={
        <>
          {props.extraActions}
          <AddEntryButton what={props.what} onClick={() => props.editor.edit(props.newDraft())} />
        </>
      }
      list={props.list}
      rowsOf={props.rowsOf}
      columns={props.columns}
      paging={props.table.tableProps}
      emptyMessage={props.emptyMessage}
    >
      <EntryDialog what={props.what} editor={props.editor}>
        {props.fields}
      </EntryDialog>
      {props.children}
    </ListPage>
  );
}
