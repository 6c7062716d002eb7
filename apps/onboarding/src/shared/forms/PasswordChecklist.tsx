import { passwordChecklist } from '@cairn/domain';
import { Icon, Inline, Stack, Text, VisuallyHidden } from '@cairn/ui';
import { Check, Circle } from 'lucide-react';
import { signupTexts } from '../../routes/signup/copy';

/** The live list of password rules (doc 1 §5), each marked met or not as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <Stack space="4">
      <Text size="sm" tone="muted" as="span">
        {signupTexts.passwordRules}
      </Text>
      <Stack as="ul" space="4">
        {passwordChecklist(password).map((check) => (
          <Text key={check.rule} size="sm" tone={check.met ? 'success' : 'muted'} as="div">
            <Inline space="8" wrap={false}>
              <Icon icon={check.met ? Check : Circle} size="sm" />
              <span>
                {check.label}
                <VisuallyHidden>{` (${check.met ? signupTexts.ruleMet : signupTexts.ruleNotMet})`}</VisuallyHidden>
              </span>
            </Inline>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
