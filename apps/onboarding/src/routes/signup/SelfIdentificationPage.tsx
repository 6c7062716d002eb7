import { useGo, usePageTitle } from '@cairn/app-shell';
import { ONBOARDING_PAGES, type UserType } from '@cairn/domain';
import { Button, type ChoiceCardOption, ChoiceCards, Icon, Inline, PageHeader, Stack, Text } from '@cairn/ui';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { common } from '../../shared/copy';
import { StepActions } from '../../shared/forms/ContinueButton';
import { useFlow } from '../../shared/session/guard';
import { storeUserType } from '../../shared/session/userType';
import { selfIdentificationTexts as texts } from './copy';
import { details as detailsClass, fold, pairThenOne } from './SelfIdentificationPage.css';

type Choice = keyof typeof texts.options;

function details(choice: Choice) {
  const option = texts.options[choice];
  const estimate = (
    <Text size="sm" tone="muted" as="div">
      {/* One line beside its icon, the text wrapping beside it in a narrow card. */}
      <Inline space="4" wrap={false} alignY="top">
        <Icon icon={Clock} size="sm" />
        {texts.estimate}
      </Inline>
    </Text>
  );
  // The Advisor type cannot be chosen yet: its card stays small, its estimate folded with the rest.
  const comingSoon = choice === 'ADVISOR';
  return (
    <Stack space="12">
      {comingSoon ? null : estimate}
      {/* Overview, Who you are and Features folded, so the choice fits one screen. */}
      <details className={fold}>
        <summary>{texts.details}</summary>
        <Stack space="12">
          {comingSoon ? estimate : null}
          <dl className={detailsClass}>
            <dt>{texts.overview}</dt>
            <dd>{option.overview}</dd>
            <dt>{texts.whoYouAre}</dt>
            <dd>{option.whoYouAre}</dd>
            <dt>{texts.features}</dt>
            <dd>{option.features}</dd>
          </dl>
        </Stack>
      </details>
    </Stack>
  );
}

const OPTIONS: readonly ChoiceCardOption[] = (['INDIVIDUAL', 'INSTITUTION', 'ADVISOR'] as const).map(
  (choice) => ({
    value: choice,
    title: texts.options[choice].title,
    description: texts.options[choice].description,
    content: details(choice),
    ...(choice === 'ADVISOR' ? { isComingSoon: true } : {}),
  }),
);

/**
 * /onboarding/self-identification (doc 1 §2.1): Individual or Institutional (Advisor disabled, Coming
 * Soon), each with its description, the 10-minute estimate, Overview, Who you are and Features
 * (folded under Details). Individual and Institutional side by side, Advisor under them.
 * The choice is kept in local storage as userType; Continue goes to signup.
 */
export function SelfIdentificationPage() {
  usePageTitle(texts.title);
  const flow = useFlow();
  const go = useGo();
  const [choice, setChoice] = useState<UserType | null>(flow.userType);
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <ChoiceCards
        className={pairThenOne}
        label={texts.chooseType}
        options={OPTIONS}
        value={choice}
        onChange={(value) => {
          if (value === 'INDIVIDUAL' || value === 'INSTITUTION') setChoice(value);
        }}
      />
      <StepActions {...(choice === null ? { reason: texts.chooseFirst } : {})}>
        <Button
          isDisabled={choice === null}
          disabledReason={texts.chooseFirst}
          onPress={() => {
            if (choice === null) return;
            storeUserType(choice);
            go(ONBOARDING_PAGES.signup);
          }}
        >
          {common.continue}
        </Button>
      </StepActions>
    </Stack>
  );
}
