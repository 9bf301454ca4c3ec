import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** Stands in for a screen whose behaviour a later release brings; never fake data. */
export function LaterReleaseNotice() {
  return (
    <MessageBar intent="info">
      <MessageBarBody>This screen arrives in a later release.</MessageBarBody>
    </MessageBar>
  );
}
