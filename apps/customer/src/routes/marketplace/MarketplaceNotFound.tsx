import { EmptyState, LinkButton, PageHeader, Stack } from '@cairn/ui';
import { SearchX } from 'lucide-react';

export interface MarketplaceNotFoundProps {
  title: string;
  message: string;
  backLabel: string;
  backHref: string;
}

/** The not-found view of a model or index page (doc 2 §2, §8): names what the address asked for. */
export function MarketplaceNotFound({ title, message, backLabel, backHref }: MarketplaceNotFoundProps) {
  return (
    <Stack space="24">
      <PageHeader title={title} />
      <EmptyState
        icon={SearchX}
        action={
          <LinkButton href={backHref} variant="secondary">
            {backLabel}
          </LinkButton>
        }
      >
        {message}
      </EmptyState>
    </Stack>
  );
}
