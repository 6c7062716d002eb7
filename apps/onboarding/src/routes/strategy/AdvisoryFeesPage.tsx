import { type ProductFees, updateApplication, useMutation, useProductFees } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { FEE_EXAMPLE_AMOUNT, feeExample, formatUsd, PRODUCTS, type Product } from '@cairn/domain';
import {
  Card,
  DescriptionList,
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

/** A fee rate at one precision for the whole page ('1.00%' beside '0.55%'), '--' when missing. */
const percent = (value: string | undefined) => <Percent value={value ?? null} scale="percent" />;

const productFeeOf = (fees: ProductFees, product: Product): string | undefined =>
  ({ MARKET: fees.market, SMART_BETA: fees.smart_beta, ALPHA: fees.alpha })[product]?.product_fee;

interface ExampleRow {
  readonly id: Product;
  readonly style: string;
  readonly rate: string;
  readonly perYear: string;
  readonly perMonth: string;
}

const exampleColumns: readonly TableColumn<ExampleRow>[] = [
  { id: 'style', name: texts.exampleStyle, isRowHeader: true },
  {
    id: 'rate',
    name: texts.exampleRate,
    align: 'end',
    render: (row) => (
      <Figure>
        <Percent value={row.rate} scale="percent" />
      </Figure>
    ),
  },
  {
    id: 'perYear',
    name: texts.examplePerYear,
    align: 'end',
    render: (row) => (
      <Figure>
        <Money value={row.perYear} />
      </Figure>
    ),
  },
  {
    id: 'perMonth',
    name: texts.examplePerMonth,
    align: 'end',
    render: (row) => (
      <Figure>
        <Money value={row.perMonth} />
      </Figure>
    ),
  },
];

function exampleRows(fees: ProductFees): ExampleRow[] {
  return PRODUCTS.flatMap((product) => {
    const productFee = productFeeOf(fees, product);
    if (productFee === undefined) return [];
    const example = feeExample({ amount: FEE_EXAMPLE_AMOUNT, platformFee: fees.platform_fee, productFee });
    return [
      {
        id: product,
        style: investmentStyles[product].name,
        rate: example.totalRate.toString(),
        perYear: example.perYear.toString(),
        perMonth: example.perMonth.toString(),
      },
    ];
  });
}

function Fees({ fees }: { fees: ProductFees }) {
  return (
    <Stack space="24">
      <Card padding="24">
        <DescriptionList
          title={texts.caption}
          items={[
            { term: texts.platformFee, value: percent(fees.platform_fee), numeric: true },
            {
              term: `${texts.investmentFee(investmentStyles.MARKET.name)} (${texts.marketNote})`,
              value: percent(fees.market?.product_fee),
              numeric: true,
            },
            {
              term: texts.investmentFee(investmentStyles.SMART_BETA.name),
              value: percent(fees.smart_beta?.product_fee),
              numeric: true,
            },
            {
              term: texts.investmentFee(investmentStyles.ALPHA.name),
              value: percent(fees.alpha?.product_fee),
              numeric: true,
            },
          ]}
        />
      </Card>
      <Card
        padding="24"
        title={texts.exampleTitle(formatUsd(FEE_EXAMPLE_AMOUNT))}
        description={texts.exampleIntro}
      >
        <Table
          aria-label={texts.exampleTitle(formatUsd(FEE_EXAMPLE_AMOUNT))}
          columns={exampleColumns}
          rows={exampleRows(fees)}
        />
      </Card>
      <Text tone="muted" size="sm">
        {texts.excludes}
      </Text>
    </Stack>
  );
}

/**
 * /onboarding/advisory-fees (doc 1 §2.6): the percentages from the server: the platform fee and the
 * investment fee of Market (market models and individual indices), Smart Beta and Alpha; they
 * exclude custodial and transaction costs. An example works the total cost out on $25,000 for each
 * style, a year and a month. Continue records that the fees were reviewed.
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
