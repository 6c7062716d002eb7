import { Stack } from '@cairn/ui';
import type { ReactNode } from 'react';
import { legend as legendClass, section } from './FormSection.css';

/**
 * A named group of a step's fields (a `fieldset` and its `legend`: 'Home address', 'Tax
 * identification'), so a long form reads as a few short ones and a screen reader hears each
 * field's group.
 */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={section}>
      <legend className={legendClass}>{legend}</legend>
      <Stack space="24">{children}</Stack>
    </fieldset>
  );
}
