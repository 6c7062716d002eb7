import { ONBOARDING_PAGES, type UserType } from '@cairn/domain';
import { Button, type ChoiceCardOption, ChoiceCards } from '@cairn/ui';
import { useState } from 'react';
import * as layout from '../layout.css';
import { useFlow } from '../session/guard';
import { useGo } from '../session/navigation';
import { storeUserType } from '../session/userType';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { common, selfIdentificationTexts as texts } from '../texts';

type Choice = keyof typeof texts.options;

function details(choice: Choice) {
  const option = texts.options[choice];
  return (
    <>
      <p className={layout.muted}>{texts.estimate}</p>
      <dl className={layout.choiceDetails}>
        <dt>{texts.overview}</dt>
        <dd>{option.overview}</dd>
        <dt>{texts.whoYouAre}</dt>
        <dd>{option.whoYouAre}</dd>
        <dt>{texts.features}</dt>
        <dd>{option.features}</dd>
      </dl>
    </>
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
 * Soon), each with its description, the 10-minute estimate, Overview, Who you are and Features.
 * The choice is kept in local storage as userType; Continue goes to signup.
 */
export function SelfIdentificationPage() {
  usePageTitle(texts.title);
  const flow = useFlow();
  const go = useGo();
  const [choice, setChoice] = useState<UserType | null>(flow.userType);
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <ChoiceCards
        label={texts.chooseType}
        options={OPTIONS}
        value={choice}
        onChange={(value) => {
          if (value === 'INDIVIDUAL' || value === 'INSTITUTION') setChoice(value);
        }}
      />
      <div className={layout.actions}>
        <Button
          isDisabled={choice === null}
          onPress={() => {
            if (choice === null) return;
            storeUserType(choice);
            go(ONBOARDING_PAGES.signup);
          }}
        >
          {common.continue}
        </Button>
      </div>
    </>
  );
}
