import { Dialog, Stack, Text } from '@cairn/ui';

/** A dialog of paragraphs: the cost basis explanation and the tax disclosures (doc 2 §2). */
export function TextDialog({
  title,
  paragraphs,
  isOpen,
  onOpenChange,
}: {
  title: string;
  paragraphs: readonly string[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Stack space="12">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Dialog>
  );
}
