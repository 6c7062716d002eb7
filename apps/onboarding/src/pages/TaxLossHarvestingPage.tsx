import { type Application, updateApplication, useApplication } from '@cairn/api-client';
import { defaultTlhEnabled, tlhConfirmationSchema } from '@cairn/domain';
import { Button, Checkbox, Dialog, DialogTrigger, Switch, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { common, tlhTexts as texts } from '../texts';

function Explainer() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        {texts.explainerTitle}
      </Button>
      <Dialog title={texts.explainerTitle}>
        {texts.explainer.map((paragraph) => (
          <p key={paragraph} className={layout.text}>
            {paragraph}
          </p>
        ))}
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
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={texts.confirmTitle}
      role="alertdialog"
      isDismissable={false}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {texts.cancel}
          </Button>
          <Button isPending={isSaving} onPress={confirm}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <p className={layout.text}>{texts.confirmBody}</p>
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
  const { toast } = useToaster();
  const [enabled, setEnabled] = useState(() =>
    defaultTlhEnabled(application.account_type, application.tlh_enabled),
  );
  const [saved, setSaved] = useState(application.tlh_enabled !== null);
  const [confirming, setConfirming] = useState<null | { thenContinue: boolean }>(null);
  const [saving, setSaving] = useState(false);

  const save = async (value: boolean) => {
    setSaving(true);
    const ok = await attempt(
      () => updateApplication({ tlh_enabled: value }),
      (message) => toast({ tone: 'danger', message }),
    );
    setSaving(false);
    if (ok) {
      setEnabled(value);
      setSaved(true);
    }
    return ok;
  };

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
    <>
      <div className={layout.card}>
        <Switch isSelected={enabled} isDisabled={saving} onChange={toggle}>
          {texts.toggle}
        </Switch>
        <p className={layout.muted}>{enabled ? texts.on : texts.off}</p>
        <div>
          <Explainer />
        </div>
      </div>
      <div className={layout.actions}>
        <Button isPending={saving && confirming === null} onPress={() => void proceed()}>
          {common.continue}
        </Button>
      </div>
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
    </>
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
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={application}>{(data) => <Setting application={data} />}</Loaded>
    </>
  );
}
