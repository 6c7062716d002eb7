import { type Application, updateApplication, useApplication, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { defaultTlhEnabled, tlhConfirmationSchema, tlhMessages } from '@cairn/domain';
import {
  Button,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTrigger,
  Form,
  FormCheckbox,
  LoadState,
  PageHeader,
  Stack,
  Switch,
  Text,
  useSchemaForm,
} from '@cairn/ui';
import { useState } from 'react';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { useStep } from '../../shared/step';
import { tlhTexts as texts } from './copy';

function Explainer() {
  return (
    <DialogTrigger>
      <Button variant="link" size="sm">
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

const CONFIRM_FORM = 'tlh-confirm';

/**
 * The confirmation of turning TLH on (doc 1 §4, §5): the acknowledgement must be ticked. Until it
 * is, Turn On is disabled and says why at the footer's start ('Must confirm TLH settings'), so the
 * one way on is visible before any press.
 */
function ConfirmDialog({
  isOpen,
  isSaving,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const form = useSchemaForm(tlhConfirmationSchema, { defaultValues: { acknowledged: false } });
  const acknowledged = form.watch('acknowledged') === true;
  return (
    <DialogRoot isOpen={isOpen} onClose={onCancel} role="alertdialog" isDismissable={false}>
      <DialogHeader>{texts.confirmTitle}</DialogHeader>
      <DialogBody>
        <Form id={CONFIRM_FORM} form={form} onSubmit={onConfirm}>
          <Stack space="16">
            <Text>{texts.confirmBody}</Text>
            <FormCheckbox name="acknowledged">{texts.acknowledge}</FormCheckbox>
          </Stack>
        </Form>
      </DialogBody>
      <DialogFooter start={acknowledged ? undefined : tlhMessages.confirmRequired}>
        {({ close }) => (
          <>
            {/* Quiet: Turn On stays the strongest button, also while it waits for the tick. */}
            <Button variant="ghost" onPress={close}>
              {texts.cancel}
            </Button>
            <Button
              type="submit"
              form={CONFIRM_FORM}
              isDisabled={!acknowledged}
              {...(acknowledged ? {} : { disabledReason: tlhMessages.confirmRequired })}
              isPending={isSaving}
            >
              {texts.confirm}
            </Button>
          </>
        )}
      </DialogFooter>
    </DialogRoot>
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
      <Card padding="24" space="8">
        {/* While the confirmation asks to turn it on, the switch behind it shows Off: on only once confirmed. */}
        <Switch
          isSelected={enabled && confirming === null}
          isDisabled={saving}
          onChange={toggle}
          description={texts.consequence}
        >
          {texts.toggle}
        </Switch>
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
 * off for institutions unless already saved; turning it on asks for a confirmation whose Turn On
 * stays disabled until the acknowledgement is ticked ('Must confirm TLH settings' beside it),
 * turning it off saves at once; a 'What is Tax-Loss
 * Harvesting?' explainer. Shown only when the feature flag is on.
 */
export function TaxLossHarvestingPage() {
  usePageTitle(texts.title);
  const application = useApplication({});
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={application}>{(data) => <Setting application={data} />}</LoadState>
    </Stack>
  );
}
