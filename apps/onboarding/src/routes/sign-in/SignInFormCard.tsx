import { Button, Card, Form, Inline, PageHeader, Stack } from '@cairn/ui';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

export interface SignInFormCardProps<V extends FieldValues, T> {
  title: string;
  description: ReactNode;
  /** Between the header and the form: a refusal of the last try. */
  notice?: ReactNode;
  form: UseFormReturn<V, unknown, T>;
  onSubmit: SubmitHandler<T>;
  /** The fields, in order. */
  children: ReactNode;
  /** Bottom left, in line with the action: the other way (Forgot Password, Back to Log In). */
  aside: ReactNode;
  /** Bottom right: the card's one action. */
  submit: { label: string; isPending: boolean };
}

/**
 * A card of the sign-in pages (doc 1 §2.1: /login, /forgot-password): the page's header, then its
 * form with the other way bottom left and the action bottom right (DESIGN.md "Forms").
 */
export function SignInFormCard<V extends FieldValues, T>({
  title,
  description,
  notice,
  form,
  onSubmit,
  children,
  aside,
  submit,
}: SignInFormCardProps<V, T>) {
  return (
    <Card padding="32" space="24">
      <PageHeader size="lg" title={title} description={description} />
      {notice}
      <Form form={form} onSubmit={onSubmit}>
        <Stack space="24">
          {children}
          <Inline align="between">
            {aside}
            <Button type="submit" isPending={submit.isPending}>
              {submit.label}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Card>
  );
}
