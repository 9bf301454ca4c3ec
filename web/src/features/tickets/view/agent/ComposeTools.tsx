import { Checkbox, Field, makeStyles, Select, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { cannedFilterNames } from '@shared/contract/replies';
import { type KeyboardEvent, useRef, useState } from 'react';
import { TextOptions } from '@/components/TextOptions';
import type { ReplySlotProps } from '../replySlotTypes';
import { fetchCanned, useCannedNames } from './agentApi';
import { applyCanned, type CannedFilterName, recipientList, removeRecipient } from './agentRules';
import { RecipientField } from './RecipientField';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  recipients: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px', flex: 1 },
  canned: { minWidth: '220px' },
});

/** Above the editor: the recipients search (by e-mail) and the canned-response picker (spec 2.7). */
export function ComposeTools(props: ReplySlotProps) {
  const { ticket, draft, onDraftChange, disabled, focusMessage } = props;
  const styles = useStyles();
  const [loadingCanned, setLoadingCanned] = useState(false);
  // The choice shown while the agent browses with the keyboard; applied on Enter, never on an arrow.
  const [browsed, setBrowsed] = useState('');
  const browsingKey = useRef(false);
  const recipients = recipientList(draft.recepients);
  const cannedNames: readonly string[] = useCannedNames().data ?? cannedFilterNames;

  async function insertCanned(name: CannedFilterName) {
    setLoadingCanned(true);
    try {
      const answer = await fetchCanned(ticket.id, name);
      onDraftChange(applyCanned(draft, answer));
    } catch (error) {
      // Spec 8: failed lookups give no user message.
      console.error(`Canned response "${name}" could not be read`, error);
    } finally {
      setLoadingCanned(false);
      setBrowsed('');
      // The box was disabled while the text loaded (focus fell to the page): on to the message,
      // where the text went, caret after it.
      focusMessage();
    }
  }

  // A closed select changes its value on an arrow (or a letter): that is browsing. A pick from the
  // open list (click, or Enter there) or Enter on the box applies the choice.
  const browsingKeys = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/;
  function onCannedKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter' && cannedNames.includes(browsed)) {
      event.preventDefault();
      void insertCanned(browsed);
      return;
    }
    browsingKey.current = browsingKeys.test(event.key) && !event.altKey;
  }

  return (
    <div className={styles.row}>
      <div className={styles.recipients}>
        <RecipientField {...props} />
        {recipients.length > 0 && (
          <TagGroup
            aria-label="Recipients"
            onDismiss={(_event, data) =>
              !disabled && onDraftChange({ recepients: removeRecipient(draft.recepients, String(data.value)) })
            }
          >
            {recipients.map((email) => (
              <Tag
                key={email}
                value={email}
                size="small"
                shape="circular"
                dismissible
                dismissIcon={{ 'aria-label': `Remove ${email}` }}
              >
                {email}
              </Tag>
            ))}
          </TagGroup>
        )}
      </div>
      <Field label="Canned Response" className={styles.canned} validationState="none">
        <Select
          value={browsed}
          disabled={disabled || loadingCanned}
          aria-description="Arrow keys browse, Enter inserts the response"
          onKeyDown={onCannedKeyDown}
          onKeyUp={() => {
            browsingKey.current = false;
          }}
          onBlur={() => {
            browsingKey.current = false;
            setBrowsed('');
          }}
          onChange={(_event, data) => {
            if (browsingKey.current) setBrowsed(data.value);
            else if (cannedNames.includes(data.value)) void insertCanned(data.value);
          }}
        >
          <option value="">{loadingCanned ? 'Loading…' : 'Select Canned Response'}</option>
          <TextOptions texts={cannedNames} />
        </Select>
      </Field>
    </div>
  );
}

/** Below the editor: the Internal Note checkbox; internal notes never reach the requester (spec 2.7). */
export function NoteTools({ draft, onDraftChange, disabled }: ReplySlotProps) {
  return (
    <Checkbox
      label="Internal Note"
      checked={draft.isInternalNotes === true}
      disabled={disabled}
      onChange={(_event, data) => onDraftChange({ isInternalNotes: data.checked === true })}
    />
  );
}
