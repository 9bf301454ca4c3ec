import { Combobox, Field, Option } from '@fluentui/react-components';
import { isMailAddress, recipientsProblem } from '@shared/domain/mail';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useUserSearch } from '@/components/UserSearchCombobox';
import type { ReplySlotProps } from '../replySlotTypes';
import { searchRecipients, useRecipientDomains } from './agentApi';
import { mergeRecipients } from './agentRules';

/** The option that adds the typed address itself (someone without an account, e.g. a vendor). */
const TYPED_ADDRESS = '\u0000typed';

/**
 * Recipients (spec 2.7): search users by e-mail, or add any typed address from the tenant's mail
 * domains (decision in shared/contract/replies.ts). The typed text lives in the draft, so Post adds
 * it or stops with this field marked; a problem shows under the field after Enter or Post.
 */
export function RecipientField({ draft, onDraftChange, disabled }: ReplySlotProps) {
  const text = draft.recipientText ?? '';
  const typed = text.trim();
  const { options } = useUserSearch(text, searchRecipients);
  const domainsQuery = useRecipientDomains();
  const domains = domainsQuery.data?.domains;
  // Opened by any change of the text, so options that arrive after the search pause are seen.
  const [open, setOpen] = useState(false);
  const problemOf = (value: string, allowed = domains) => {
    const address = value.trim();
    if (!address) return '';
    // If the domains cannot be read, only the address is checked here; the server checks both.
    return recipientsProblem(address, allowed ?? [address.slice(address.lastIndexOf('@') + 1)]) ?? '';
  };
  const problem = problemOf(text);
  // The domains may arrive after the text was typed: the draft's verdict (what Post reads) follows them.
  useEffect(() => {
    if (typed && (draft.recipientProblem ?? '') !== problem) onDraftChange({ recipientProblem: problem });
  }, [typed, problem, draft.recipientProblem, onDraftChange]);
  const offersTyped =
    typed !== '' && !problem && !options.some((user) => user.email.toLowerCase() === typed.toLowerCase());

  const setText = (value: string) => {
    setOpen(true);
    onDraftChange({ recipientText: value, recipientProblem: problemOf(value), recipientProblemShown: false });
  };
  const add = (address: string) => {
    onDraftChange({
      recepients: mergeRecipients(draft.recepients, address),
      recipientText: '',
      recipientProblem: '',
      recipientProblemShown: false,
    });
    setOpen(false);
  };
  const addTyped = async () => {
    if (!typed) return;
    // Enter right after the page opened: the domains are awaited rather than the address let through.
    const allowed = domains ?? (domainsQuery.isLoading ? (await domainsQuery.mutate())?.domains : undefined);
    const found = problemOf(typed, allowed);
    if (found) onDraftChange({ recipientProblem: found, recipientProblemShown: true });
    else add(typed);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter on a highlighted option chooses it (the Combobox does that); otherwise (nothing highlighted,
    // or only the disabled "No match" line) it adds the typed text or says why it cannot.
    if (event.key !== 'Enter') return;
    const activeId = event.currentTarget.getAttribute('aria-activedescendant');
    const active = activeId ? document.getElementById(activeId) : null;
    if (active && active.getAttribute('aria-disabled') !== 'true') return;
    event.preventDefault();
    void addTyped();
  }

  const shownProblem = draft.recipientProblemShown && typed ? draft.recipientProblem || problem : '';
  return (
    <Field
      data-reply-field="recipients"
      label="Recipients"
      hint="Search by e-mail, or type a full address and press Enter; each chosen address receives the reply."
      validationState={shownProblem ? 'error' : 'none'}
      validationMessage={shownProblem || undefined}
    >
      <Combobox
        freeform
        autoComplete="off"
        value={text}
        selectedOptions={[]}
        disabled={disabled}
        placeholder="Search recipients by e-mail"
        open={open && typed !== ''}
        onOpenChange={(_event, data) => setOpen(data.open)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onOptionSelect={(_event, data) => {
          if (data.optionValue === TYPED_ADDRESS) void addTyped();
          else {
            const user = options.find((option) => option.id === data.optionValue);
            if (user) add(user.email);
          }
        }}
      >
        {options.map((user) => (
          <Option key={user.id} value={user.id} text={user.email}>
            {`${user.fullName} (${user.email})`}
          </Option>
        ))}
        {offersTyped && (
          <Option key={TYPED_ADDRESS} value={TYPED_ADDRESS} text={`Add ${typed}`}>
            {`Add ${typed}`}
          </Option>
        )}
        {options.length === 0 && !offersTyped && typed !== '' && (
          <Option disabled value="" text="">
            {isMailAddress(typed) ? 'Not in the mail domains recipients may come from' : 'No match'}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
