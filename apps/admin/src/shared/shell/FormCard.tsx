import { Button, Card, CardFooter, Form, type FormProps, Stack } from '@cairn/ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import * as styles from './cardPage.css';

export type FormCardProps<TFieldValues extends FieldValues, TContext, TTransformedValues> = Omit<
  FormProps<TFieldValues, TContext, TTransformedValues>,
  'title' | 'children'
> & {
  /** The card's title (and the form's name when no `aria-label` is given). */
  title: string;
  description?: ReactNode;
  /** The submit button's words. */
  submitLabel: string;
  /** True while the submit's request runs (the button shows its pending state). */
  isPending: boolean;
  /** The form's fields, in one column the card's width (a settings page keeps its cards 608 px). */
  children: ReactNode;
};

/**
 * A console settings card holding one form (Keys' Decrypt, the waitlist's Access Code): the card's
 * title and description, the fields in one column as wide as the card's content, and the submit at
 * the card's footer, right, on the fields' right edge (the console's page frame). The width is the
 * page's: Access Code's cards are 608 px (`CardPage`), Keys' a half of the page column each.
 */
export function FormCard<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  title,
  description,
  submitLabel,
  isPending,
  children,
  ...form
}: FormCardProps<TFieldValues, TContext, TTransformedValues>) {
  return (
    <Card title={title} description={description}>
      <Form {...form}>
        <Stack space="16" align="stretch">
          <div className={styles.formFields}>{children}</div>
          <CardFooter>
            <Button type="submit" isPending={isPending}>
              {submitLabel}
            </Button>
          </CardFooter>
        </Stack>
      </Form>
    </Card>
  );
}
