import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type ReactElement, useState } from 'react';
import { getFeedbackRecord, submitFeedbackForm } from '../../../../shared/contract/tickets';
import { PageShell } from '../../components/PageShell';
import { useNotify } from '../../components/toast';
import { useApiMutation, useApiQuery } from '../../lib/useApi';

const useStyles = makeStyles({
  // Public page (spec): no navigation bar and no login.
  page: { minHeight: '100vh', maxWidth: '720px', margin: '0 auto', backgroundColor: tokens.colorNeutralBackground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '520px' },
});

/** The link id is the value of the address's single query parameter (e.g. ?feedbackId=…). */
function linkIdFromAddress(): string | null {
  const first = new URLSearchParams(window.location.search).values().next();
  return first.done ? null : first.value;
}

export default function FeedbackFormPage() {
  const styles = useStyles();
  const notify = useNotify();
  const [linkId] = useState(linkIdFromAddress);
  const record = useApiQuery(getFeedbackRecord, linkId ? { formUUId: linkId } : null, { revalidateOnFocus: false });
  const submit = useApiMutation(submitFeedbackForm);
  const [satisfaction, setSatisfaction] = useState<'Yes' | 'No' | ''>('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async () => {
    if (!linkId || !satisfaction) return;
    try {
      await submit.trigger({
        feedbacklinkId: linkId,
        ticketSatisfaction: satisfaction,
        reopenReason: satisfaction === 'No' ? reason : null,
      });
      setSubmitted(true);
    } catch {
      notify.error('Some error occurred while saving!');
    }
  };

  let content: ReactElement;
  if (!linkId || record.error) {
    content = (
      <MessageBar intent="error">
        <MessageBarBody>This feedback link is not valid.</MessageBarBody>
      </MessageBar>
    );
  } else if (submitted) {
    content = (
      <MessageBar intent="success">
        <MessageBarBody>Thankyou For Your Feedback</MessageBarBody>
      </MessageBar>
    );
  } else if (!record.data) {
    content = <Spinner label="Loading…" />;
  } else if (record.data.isFeedbackSubmitted) {
    content = (
      <MessageBar intent="info">
        <MessageBarBody>Your Feedback is already submitted</MessageBarBody>
      </MessageBar>
    );
  } else {
    content = (
      <div className={styles.form}>
        <Field label="Are you satisfied with the resolution of your ticket?" required>
          <RadioGroup
            value={satisfaction}
            onChange={(_, data) => setSatisfaction(data.value as 'Yes' | 'No')}
            layout="horizontal"
          >
            <Radio value="Yes" label="Yes" />
            <Radio value="No" label="No" />
          </RadioGroup>
        </Field>
        {satisfaction === 'No' && (
          <Field label="Reason">
            <Textarea value={reason} onChange={(_, data) => setReason(data.value)} resize="vertical" rows={4} />
          </Field>
        )}
        <div>
          <Button appearance="primary" disabled={!satisfaction || submit.isMutating} onClick={onSubmit}>
            Submit
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageShell title="Feedback">{content}</PageShell>
    </div>
  );
}
