import { type ProductFees, updateApplication, useMutation, useProductFees } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { FEE_EXAMPLE_AMOUNT, feeExample, formatUsd, PRODUCTS, type Product } from '@cairn/domain';
import {
  Card,
  Figure,
  LoadState,
  Money,
  PageHeader,
  Percent,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@cairn/ui';
import { investmentStyles } from '../../shared/copy';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { useStep } from '../../shared/step';
import { feesTexts as texts } from './copy';

const productFeeOf = (fees: ProductFees, product: Product): string | undefined =>
  ({ MARKET: fees.market, SMART_BETA: fees.smart_beta, ALPHA: fees.alpha })[product]?.product_fee;

/** A rate in a figure column, at one precision for the whole page ('1.00%' beside '0.55%'). */
const rate = (value: string) => (
  <Figure>
    <Percent value={value} scale="percent" />
  </Figure>
);

const money = (value: string) => (
  <Figure>
    <Money value={value} />
  </Figure>
);

/** One investment style's fees: the rates (server's), the total and its cost on the example amount. */
interface FeeRow {
  readonly id: Product;
  readonly style: string;
  readonly platform: string;
  readonly investment: string;
  readonly total: string;
  readonly perYear: string;
  readonly perMonth: string;
}

/** The rates: one row a style, the platform fee, the style's investment fee and their sum, aligned. */
const rateColumns: readonly TableColumn<FeeRow>[] = [
  { id: 'style', name: texts.exampleStyle, isRowHeader: true },
  { id: 'platform', name: texts.platformFee, align: 'end', render: (row) => rate(row.platform) },
  { id: 'investment', name: texts.investmentFeeColumn, align: 'end', render: (row) => rate(row.investment) },
  { id: 'total', name: texts.exampleRate, align: 'end', render: (row) => rate(row.total) },
];

/** What the total costs on the example amount, a year and about a month. */
const exampleColumns: readonly TableColumn<FeeRow>[] = [
  { id: 'style', name: texts.exampleStyle, isRowHeader: true },
  { id: 'perYear', name: texts.examplePerYear, align: 'end', render: (row) => money(row.perYear) },
  { id: 'perMonth', name: texts.examplePerMonth, align: 'end', render: (row) => money(row.perMonth) },
];

function feeRows(fees: ProductFees): FeeRow[] {
  return PRODUCTS.flatMap((product) => {
    const productFee = productFeeOf(fees, product);
    if (productFee === undefined) return [];
    const example = feeExample({ amount: FEE_EXAMPLE_AMOUNT, platformFee: fees.platform_fee, productFee });
    return [
      {
        id: product,
        style: investmentStyles[product].name,
        platform: fees.platform_fee,
        investment: productFee,
        total: example.totalRate.toString(),
        perYear: example.perYear.toString(),
        perMonth: example.perMonth.toString(),
      },
    ];
  });
}

function Fees({ fees }: { fees: ProductFees }) {
  const rows = feeRows(fees);
  const example = texts.exampleTitle(formatUsd(FEE_EXAMPLE_AMOUNT));
  return (
    <Stack space="24">
      <Card padding="24" title={texts.caption} description={texts.ratesIntro}>
        <Stack space="12">
          <Table aria-label={texts.caption} columns={rateColumns} rows={rows} />
          <Text tone="muted" size="sm">
            {`${texts.marketNote} ${texts.excludes}`}
          </Text>
        </Stack>
      </Card>
      <Card padding="24" title={example} description={texts.exampleIntro}>
        <Table aria-label={example} columns={exampleColumns} rows={rows} />
      </Card>
    </Stack>
  );
}

/**
 * /onboarding/advisory-fees (doc 1 §2.6): the percentages from the server: the platform fee and the
 * investment fee of Market (market models and individual indices), Smart Beta and Alpha, one row a
 * style with their sum, figures right-aligned; they exclude custodial and transaction costs. An
 * example works the total cost out on $25,000 for each style, a year and a month. Continue records that the fees were reviewed.
 */
export function AdvisoryFeesPage() {
  usePageTitle(texts.title);
  const { next } = useStep();
  const fees = useProductFees({ type: 'all' });
  const acknowledge = useMutation(updateApplication, { onSuccess: () => next() });
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={fees}>{(data) => <Fees fees={data} />}</LoadState>
      <ContinueButton
        isPending={acknowledge.isPending}
        onPress={() => void acknowledge.trigger({ advisory_fees_acknowledged: true })}
      />
    </Stack>
  );
}
