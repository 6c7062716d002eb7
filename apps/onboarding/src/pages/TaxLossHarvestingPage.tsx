import { type Application, updateApplication, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { defaultTlhEnabled, tlhConfirmationSchema } from '@cairn/domain';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogTrigger,
  LoadState,
  PageHeader,
  Stack,
  Switch,
  Text,
} from '@cairn/ui';
import { useState } from 'react';
import { useStep } from '../features/step';
import { ContinueButton } from '../forms/ContinueButton';
import { tlhTexts as texts } from '../texts';

function Explainer() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        {texts.explainerTitle}
      </Button>
      <Dialog title={texts.explainerTitle}>
        <Stack space="12">
          {texts.explainer.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Dialog>
    </DialogTrigger>
  );
}

/** The confirmation of turning TLH on (doc 1 §4, §5): the acknowledgement must be ticked. */
function ConfirmDialog({
  isOpen,
  isSaving,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const checked = tlhConfirmationSchema.safeParse({ acknowledged });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    onConfirm();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={texts.confirmTitle}
      role="alertdialog"
      isDismissable={false}
      dismissLabel={texts.cancel}
      footer={
        <Button isPending={isSaving} onPress={confirm}>
          {texts.confirm}
        </Button>
      }
    >
      <Text>{texts.confirmBody}</Text>
      <Checkbox
        isSelected={acknowledged}
        onChange={(checked) => {
          setAcknowledged(checked);
          if (checked) setError(null);
        }}
        isInvalid={error !== null}
        validationBehavior="aria"
        {...(error === null ? {} : { errorMessage: error })}
      >
        {texts.acknowledge}
      </Checkbox>
    </Dialog>
  );
}

function Setting({ application }: { application: Application }) {
  const { next } = useStep();
  const [enabled, setEnabled] = useState(() =>
    defaultTlhEnabled(application.account_type, application.tlh_enabled),
  );
  const [saved, setSaved] = useState(application.tlh_enabled !== null);
  const [confirming, setConfirming] = useState<null | { thenContinue: boolean }>(null);
  const update = useMutation(updateApplication, {
    onSuccess: (_data, input) => {
      if (input.tlh_enabled !== undefined && input.tlh_enabled !== null) setEnabled(input.tlh_enabled);
      setSaved(true);
    },
  });
  const saving = update.isPending;
  const save = async (value: boolean) => (await update.trigger({ tlh_enabled: value })).ok;

  // Turning it on asks for the acknowledgement first; turning it off saves at once (doc 1 §4).
  const toggle = (value: boolean) => {
    if (value) setConfirming({ thenContinue: false });
    else void save(false);
  };

  const proceed = async () => {
    if (saved) {
      next();
      return;
    }
    // The default (on for individuals) is not saved yet: on still needs the acknowledgement.
    if (enabled) setConfirming({ thenContinue: true });
    else if (await save(false)) next();
  };

  return (
    <Stack space="32">
      <Card padding="24">
        <Stack space="8">
          <Switch isSelected={enabled} isDisabled={saving} onChange={toggle}>
            {texts.toggle}
          </Switch>
          <Text tone="muted">{enabled ? texts.on : texts.off}</Text>
        </Stack>
        <div>
          <Explainer />
        </div>
      </Card>
      <ContinueButton isPending={saving && confirming === null} onPress={() => void proceed()} />
      {confirming ? (
        <ConfirmDialog
          isOpen
          isSaving={saving}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            const thenContinue = confirming.thenContinue;
            const ok = await save(true);
            setConfirming(null);
            if (ok && thenContinue) next();
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /onboarding/tax-loss-harvesting (doc 1 §2.6, §4, §5): a toggle, on by default for individuals and
 * off for institutions unless already saved; turning it on asks for a confirmation with an
 * acknowledgement ('Must confirm TLH settings'), turning it off saves at once; a 'What is Tax-Loss
 * Harvesting?' explainer. Shown only when the feature flag is on.
 */
export function TaxLossHarvestingPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <Stack space="32">
      <PageHeader title={texts.title} description={texts.intro} />
      <LoadState read={application}>{(data) => <Setting application={data} />}</LoadState>
    </Stack>
  );
}
