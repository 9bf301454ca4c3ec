import {
  Button,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { getFeedbackRecord, submitFeedbackForm } from '@shared/contract/feedback';
import { FEEDBACK_REASON_REQUIRED, feedbackReasonMissing } from '@shared/domain/feedback';
import { type ReactElement, useState } from 'react';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { isApiError } from '@/lib/apiClient';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

const useStyles = makeStyles({
  // Public page (spec): no navigation bar and no login.
  page: { minHeight: '100vh', maxWidth: '720px', margin: '0 auto', backgroundColor: tokens.colorNeutralBackground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '520px' },
  about: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
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
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();

  const onSubmit = async () => {
    if (!linkId || !satisfaction) return;
    if (feedbackReasonMissing(satisfaction, reason)) {
      setReasonProblem(FEEDBACK_REASON_REQUIRED);
      notify.warning(FEEDBACK_REASON_REQUIRED);
      return;
    }
    try {
      await submit.trigger({
        feedbacklinkId: linkId,
        ticketSatisfaction: satisfaction,
        reopenReason: satisfaction === 'No' ? reason : null,
      });
      // The page's own thanks replaces a warning given before (no toast would replace it).
      notify.dismiss();
      setSubmitted(true);
    } catch (failure) {
      // A refusal the server explains (e.g. the reason) is shown as it says.
      notify.error(
        isApiError(failure) && failure.status === 400 ? failure.message : 'Some error occurred while saving!',
      );
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
    content = <LoadingRows />;
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
          <Field
            label="Reason"
            required
            validationState={reasonProblem ? 'error' : 'none'}
            validationMessage={reasonProblem}
          >
            <Textarea
              value={reason}
              onChange={(_, data) => {
                setReason(data.value);
                setReasonProblem(undefined);
              }}
              resize="vertical"
              rows={4}
            />
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

  // What the form is about (issue 21 item 23): the tenant, the ticket, and a way into the portal.
  const about = record.data && !record.error && (
    <div className={styles.about}>
      <Text weight="semibold">{record.data.tenantName}</Text>
      <Text>
        Ticket #{record.data.ticketId}
        {record.data.subject ? `: ${record.data.subject}` : ''}
      </Text>
    </div>
  );

  return (
    <div className={styles.page}>
      <PageShell title="Feedback">
        {about}
        {content}
        <Link href="/">Go to the Helpdesk portal</Link>
      </PageShell>
    </div>
  );
}
