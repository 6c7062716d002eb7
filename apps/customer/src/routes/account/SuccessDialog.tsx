import { Button, Dialog, Inline, Stack, Text } from '@cairn/ui';
import type { ReactNode } from 'react';
import { accountTexts as t } from './copy';

/** The last stage of the Account page's flows: what was done, and Done. */
export function SuccessDialog({
  title,
  body,
  onDone,
  children,
}: {
  title: string;
  body: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      isOpen
      // The end of a save flow: at the flows' top edge, where its code step stood (issue 30).
      placement="top"
      onClose={onDone}
      title={title}
      footer={
        <Inline align="end">
          <Button onPress={onDone}>{t.done}</Button>
        </Inline>
      }
    >
      <Stack space="12">
        <Text>{body}</Text>
        {children}
      </Stack>
    </Dialog>
  );
}
