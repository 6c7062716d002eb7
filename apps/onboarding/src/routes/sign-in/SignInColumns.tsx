import { Column, Columns, Icon, Stack, Text } from '@cairn/ui';
import { Landmark, ReceiptText, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { promiseIcon } from '../../shared/shell/shell.css';
import { productPromise as texts } from './copy';

const ICONS = [Landmark, SlidersHorizontal, ReceiptText] as const;

/** What Cairn is, beside the sign-in form: a sentence and three promises, each with its reason. */
function ProductPromise() {
  return (
    <Stack space="32">
      <Stack space="12">
        <Text size="xl" weight="bold">
          {texts.title}
        </Text>
        <Text tone="muted">{texts.intro}</Text>
      </Stack>
      <Stack as="ul" space="16">
        {texts.points.map((point, index) => (
          <Columns key={point.title} space="16" collapseBelow="never">
            <Column width="content">
              <span className={promiseIcon}>
                <Icon icon={ICONS[index] ?? Landmark} size="md" />
              </span>
            </Column>
            <Column>
              <Stack space="4">
                <Text weight="bold">{point.title}</Text>
                <Text size="sm" tone="muted">
                  {point.text}
                </Text>
              </Stack>
            </Column>
          </Columns>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The sign-in pages (/login, /2fa, /forgot-password): the product's promise on the left (two fifths),
 * the page's card on the right (three fifths). The promise is part of the frame, so it stands while the card's chunk loads.
 */
export function SignInColumns({ children }: { children: ReactNode }) {
  return (
    // Top-aligned: the card is as tall as its form (issue 30: stretched to the promise, the short
    // forms left up to 240 px of empty card), its top on the promise's top.
    <Columns space="64" collapseBelow="desktop" alignY="top">
      {/* The form takes three fifths: its 32 px title and the code's resend row fit on one line. */}
      <Column width="2/5">
        <ProductPromise />
      </Column>
      <Column width="3/5">{children}</Column>
    </Columns>
  );
}
