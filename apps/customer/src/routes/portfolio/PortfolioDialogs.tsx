import { usePortfolioFees } from '@cairn/api-client';
import { feeDetailsRows, type PortfolioDraftEntry } from '@cairn/domain';
import {
  Button,
  DescriptionList,
  Dialog,
  DialogTrigger,
  Icon,
  LoadState,
  Skeleton,
  Stack,
  Text,
} from '@cairn/ui';
import { Info, Receipt } from 'lucide-react';
import { feeDetailsTexts, portfolioTexts, rebalancingExplainerTexts } from './copy';

/**
 * Fee Details (doc 2 §2, §3 "Fees"): the platform fee and the blended investment fee of the
 * investments as they stand in the editor (`GET /portfolio/fees`), read only while the dialog is
 * open, so dragging a slider never asks the server.
 */
export function FeeDetailsButton({ entries }: { entries: readonly PortfolioDraftEntry[] }) {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        <Icon icon={Receipt} size="sm" />
        {portfolioTexts.feeDetails}
      </Button>
      {/* The × of every single dialog (Apply Changes has it too), named Close; no second Close below. */}
      {/* Hung from the top edge like Apply Changes and Exclude Assets: one place for every dialog. */}
      <Dialog title={feeDetailsTexts.title} messages={{ close: feeDetailsTexts.close }} placement="top">
        <FeeDetails entries={entries} />
      </Dialog>
    </DialogTrigger>
  );
}

function FeeDetails({ entries }: { entries: readonly PortfolioDraftEntry[] }) {
  const fees = usePortfolioFees({
    ids: entries.map((entry) => entry.id),
    weights: entries.map((entry) => entry.weight),
  });
  return (
    <Stack space="16">
      <LoadState
        read={fees}
        loading={
          <Stack space="8">
            <Skeleton width="100%" />
            <Skeleton width="100%" />
            <Skeleton width="100%" />
          </Stack>
        }
      >
        {(data) => (
          <DescriptionList
            items={feeDetailsRows(data).map((row) => ({
              term: feeDetailsTexts[row.key],
              value: row.value,
              numeric: true,
              // Total Annual Fee sums the two rows above it.
              total: row.key === 'totalFee',
            }))}
          />
        )}
      </LoadState>
      <Text size="sm" tone="muted">
        {feeDetailsTexts.blendedExplained}
      </Text>
      <Text size="sm" tone="muted">
        {feeDetailsTexts.billing}
      </Text>
    </Stack>
  );
}

/** The rebalancing explainer (doc 2 §2 My Portfolio). */
export function RebalancingExplainerButton() {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm">
        <Icon icon={Info} size="sm" />
        {portfolioTexts.howRebalancingWorks}
      </Button>
      <Dialog
        title={rebalancingExplainerTexts.title}
        messages={{ close: feeDetailsTexts.close }}
        placement="top"
      >
        <Stack space="12">
          {rebalancingExplainerTexts.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Dialog>
    </DialogTrigger>
  );
}
