import { Button, Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { type ReactNode, useState } from 'react';
import { AppDialog } from '@/components/AppDialog';
import type { DataTableColumn } from '@/components/DataTable';
import { useNotify } from '@/components/toast';
import { useCatalogueInvalidate } from './api';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A button centres its text; a name in a list's first column reads from the left like the others.
  entryName: { justifyContent: 'flex-start', textAlign: 'left', paddingLeft: 0, minWidth: 0 },
});

/** Answers of the catalogue writes: {success, message}. */
export interface WriteAnswer {
  success: boolean;
  message: string;
}

/** A write with the toasts every catalogue screen shows: the server's message, success or not. */
export function useCatalogueWrite() {
  const notify = useNotify();
  return async (write: () => Promise<WriteAnswer>, problem?: string): Promise<boolean> => {
    if (problem) {
      notify.warning(problem);
      return false;
    }
    try {
      const answer = await write();
      if (answer.success) notify.success(answer.message);
      else notify.error(answer.message);
      return answer.success;
    } catch (failure) {
      notify.failure(failure, 'Some error occurred while saving!');
      return false;
    }
  };
}

/** The add / edit dialog of a catalogue entry. */
export function EditDialog({
  title,
  open,
  busy,
  onClose,
  onSave,
  children,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSave(): void;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      onSubmit={onSave}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button appearance="primary" type="submit" disabled={busy}>
            Save
          </Button>
        </>
      }
    >
      {children}
    </AppDialog>
  );
}

export const statusText = (active: boolean) => (active ? 'Active' : 'Inactive');

/** A catalogue list's sortable Status column (Active / Inactive). */
export function statusColumn<Row extends { active: boolean }>(): DataTableColumn<Row> {
  return { id: 'active', header: 'Status', sortKey: 'active', render: (row) => statusText(row.active) };
}

/** An entry being added (no id) or edited in its dialog, and how it is saved. */
export interface EntryEditor<Draft extends { id?: string }> {
  draft: Draft | undefined;
  edit(draft: Draft): void;
  close(): void;
  save(): Promise<void>;
  busy: boolean;
}

/**
 * The add/edit state of a catalogue list: the entry in its dialog, saved through `save` unless
 * `problemOf` names a missing field (a warning toast, nothing sent); on success the dialog closes
 * and every catalogue list and pick-list is read afresh.
 */
export function useEntryEditor<Draft extends { id?: string }>(
  save: { trigger(draft: Draft): Promise<WriteAnswer>; isMutating: boolean },
  problemOf: (draft: Draft) => string | undefined,
): EntryEditor<Draft> {
  const [draft, setDraft] = useState<Draft | undefined>();
  const invalidate = useCatalogueInvalidate();
  const write = useCatalogueWrite();
  return {
    draft,
    edit: setDraft,
    close: () => setDraft(undefined),
    busy: save.isMutating,
    save: async () => {
      if (!draft) return;
      if (await write(() => save.trigger(draft), problemOf(draft))) {
        setDraft(undefined);
        await invalidate();
      }
    },
  };
}

/** The dialog of an EntryEditor: "Add <what>" or "Edit <what>", its fields given the draft and a way to change it. */
export function EntryDialog<Draft extends { id?: string }>({
  what,
  editor,
  children,
}: {
  what: string;
  editor: EntryEditor<Draft>;
  children: (draft: Draft, change: (patch: Partial<Draft>) => void) => ReactNode;
}) {
  const { draft } = editor;
  return (
    <EditDialog
      title={`${draft?.id ? 'Edit' : 'Add'} ${what}`}
      open={draft !== undefined}
      busy={editor.busy}
      onClose={editor.close}
      onSave={editor.save}
    >
      {draft && children(draft, (patch) => editor.edit({ ...draft, ...patch }))}
    </EditDialog>
  );
}

/** A list's "Add <what>" button. */
export function AddEntryButton({ what, onClick }: { what: string; onClick(): void }) {
  return (
    <Button appearance="primary" icon={<AddRegular />} onClick={onClick}>
      Add {what}
    </Button>
  );
}

/** An entry's name in its list, opening its dialog. */
export function EntryName({ name, onOpen }: { name: string; onOpen(): void }) {
  const styles = useStyles();
  return (
    <Button appearance="transparent" className={styles.entryName} onClick={onOpen}>
      {name}
    </Button>
  );
}

/**
 * A catalogue list's sortable first column: the entry's name, opening its dialog; a `builtIn` entry
 * (canned responses) cannot be edited and shows '(built in)' instead.
 */
export function entryNameColumn<Draft extends { id?: string }, Row extends Draft & { builtIn?: boolean }>(
  key: keyof Row & string,
  header: string,
  editor: EntryEditor<Draft>,
): DataTableColumn<Row> {
  return {
    id: key,
    header,
    sortKey: key,
    render: (row) =>
      row.builtIn ? (
        `${row[key]} (built in)`
      ) : (
        <EntryName name={String(row[key])} onOpen={() => editor.edit({ ...row })} />
      ),
  };
}

/** An entry's required name in its dialog (at most 120 characters). */
export function EntryNameField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field label={label} required>
      <Input value={value} maxLength={120} onChange={(_event, data) => onChange(data.value)} />
    </Field>
  );
}

/** An entry's Active switch in its dialog; the label says where an active entry is offered. */
export function ActiveSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(active: boolean): void;
}) {
  return <Switch label={label} checked={checked} onChange={(_event, data) => onChange(data.checked)} />;
}
