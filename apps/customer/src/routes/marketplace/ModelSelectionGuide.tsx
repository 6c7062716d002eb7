import { type MarketplaceModel, useBalance, useModels } from '@cairn/api-client';
import {
  APPLIED_TO_MY_PORTFOLIO,
  addInvestmentMessages,
  GUIDE_DISCLAIMER,
  type GuideAllocationItem,
  type GuideStep,
  guideAllocationState,
  guideTexts,
  MODEL_SELECTION_GUIDE_STEPS,
  productStyleLabel,
} from '@cairn/domain';
import {
  AlertDialog,
  Badge,
  Button,
  DescriptionList,
  DialogTrigger,
  Icon,
  Inline,
  Percent,
  Stack,
  Table,
  type TableColumn,
  Text,
  Wizard,
  type WizardStep,
} from '@cairn/ui';
import { Compass } from 'lucide-react';
import { useState } from 'react';
import { usePortfolioDraft } from '../../shared/drafts/drafts';
import { replacePortfolioTexts } from './copy';

/**
 * The Model Selection Guide (doc 2 §1, §2 Marketplace): 14 steps (0 to 13), Back and Next, Done on
 * the last; the hypothetical investors' example allocations can replace My Portfolio's pending
 * portfolio after a confirmation, and read 'Applied to My Portfolio' when it matches.
 */
export function ModelSelectionGuide() {
  const steps: WizardStep[] = MODEL_SELECTION_GUIDE_STEPS.map((step) => ({
    title: step.title,
    content: <GuideStepContent step={step} />,
  }));
  return (
    <DialogTrigger>
      <Button variant="secondary">
        <Icon icon={Compass} size="sm" />
        {guideTexts.title}
      </Button>
      <Wizard
        title={guideTexts.title}
        steps={steps}
        messages={{ back: guideTexts.back, next: guideTexts.next, done: guideTexts.done }}
      />
    </DialogTrigger>
  );
}

function GuideStepContent({ step }: { step: GuideStep }) {
  return (
    <Stack space="16">
      <Text>{step.body}</Text>
      {step.profile ? (
        <Stack space="8">
          <DescriptionList
            title={step.profile.name}
            headingLevel={4}
            items={step.profile.facts.map((fact) => ({ term: fact.label, value: fact.value }))}
          />
          <Text tone="muted">{step.profile.summary}</Text>
        </Stack>
      ) : null}
      {step.allocation ? (
        <Stack space="12">
          <Table
            aria-label={`${step.title}: ${guideTexts.applyAllocation}`}
            columns={columns}
            rows={step.allocation.map((item) => ({ ...item, id: item.name }))}
          />
          {/* The example's apply is the table's own action (issue 30: in the footer beside Back
              and Next it competed with Next); the disclaimer runs the full width under the table and
              the button stands on its own line under it, so its label never squeezes. */}
          <Text size="sm" tone="muted">
            {GUIDE_DISCLAIMER}
          </Text>
          <Inline space="8">
            <ApplyAllocation allocation={step.allocation} />
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}

type AllocationRow = GuideAllocationItem & { id: string };

const columns: TableColumn<AllocationRow>[] = [
  { id: 'name', name: 'Model', isRowHeader: true, fill: true, render: (row) => row.name },
  { id: 'style', name: 'Style', render: (row) => productStyleLabel(row.product) },
  {
    id: 'weight',
    name: 'Weight',
    align: 'end',
    render: (row) => <Percent value={row.weight} scale="percent" />,
  },
];

/** An example allocation's button: apply (after 'Replace My Portfolio?') or 'Applied'. */
function ApplyAllocation({ allocation }: { allocation: readonly GuideAllocationItem[] }) {
  const portfolio = usePortfolioDraft();
  const models = useModels({ type: 'MODEL' });
  const balance = useBalance({ type: 'total', symbol: 'ALL' });
  const [confirming, setConfirming] = useState(false);
  const found = allocation.map((item) => models.data?.find((model) => model.name === item.name));
  const minimums = Object.fromEntries(
    found
      .filter((model): model is MarketplaceModel => model !== undefined)
      .map((model) => [model.name, model.product_minimum]),
  );
  const loading = portfolio.current === undefined || models.data === undefined || balance.data === undefined;
  const state = guideAllocationState({
    allocation,
    savedPortfolio: portfolio.current ?? [],
    balance: balance.data?.balance ?? '0',
    minimums,
  });
  const missing = !loading && found.some((model) => model === undefined);
  const reason = missing ? addInvestmentMessages.unableToAddTooltip : state.tooltip;
  const apply = () => {
    const entries = allocation.flatMap((item, at) => {
      const model = found[at];
      return model
        ? [{ id: model.id, name: model.name, index_tracker: model.index_tracker, weight: item.weight }]
        : [];
    });
    portfolio.edit(entries);
  };
  return (
    <>
      {state.applied ? (
        <Badge tone="success">{APPLIED_TO_MY_PORTFOLIO}</Badge>
      ) : (
        <Button
          variant="secondary"
          isDisabled={loading || reason !== null}
          {...(reason === null ? {} : { disabledReason: reason })}
          onPress={() => setConfirming(true)}
        >
          {guideTexts.applyAllocation}
        </Button>
      )}
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={replacePortfolioTexts.title}
        message={replacePortfolioTexts.body}
        confirmLabel={replacePortfolioTexts.confirm}
        cancelLabel={replacePortfolioTexts.cancel}
        onConfirm={apply}
      />
    </>
  );
}
