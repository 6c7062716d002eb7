import { type ProductFees, updateApplication, useProductFees } from '@cairn/api-client';
import { Button, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { common, investmentStyles, feesTexts as texts } from '../texts';

const percent = (value: string | undefined) => (value === undefined ? '--' : `${value}%`);

function FeeTable({ fees }: { fees: ProductFees }) {
  const rows = [
    { name: texts.platformFee, rate: percent(fees.platform_fee) },
    {
      name: `${texts.investmentFee(investmentStyles.MARKET.name)} (${texts.marketNote})`,
      rate: percent(fees.market?.product_fee),
    },
    {
      name: texts.investmentFee(investmentStyles.SMART_BETA.name),
      rate: percent(fees.smart_beta?.product_fee),
    },
    { name: texts.investmentFee(investmentStyles.ALPHA.name), rate: percent(fees.alpha?.product_fee) },
  ];
  return (
    <dl className={layout.definitionList}>
      {rows.map((row) => (
        <div key={row.name} className={layout.contents}>
          <dt>{row.name}</dt>
          <dd>{row.rate}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /onboarding/advisory-fees (doc 1 §2.6): the percentages from the server: the platform fee and the
 * investment fee of Market (market models and individual indices), Smart Beta and Alpha; they
 * exclude custodial and transaction costs. Continue records that the fees were reviewed.
 */
export function AdvisoryFeesPage() {
  usePageTitle(texts.title);
  const { next } = useStep();
  const { toast } = useToaster();
  const fees = useProductFees({ type: 'all' });
  const [saving, setSaving] = useState(false);
  const proceed = async () => {
    setSaving(true);
    const ok = await attempt(
      () => updateApplication({ advisory_fees_acknowledged: true }),
      (message) => toast({ tone: 'danger', message }),
    );
    setSaving(false);
    if (ok) next();
  };
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={fees}>
        {(data) => (
          <div className={layout.card}>
            <h2 className={layout.sectionTitle}>{texts.caption}</h2>
            <FeeTable fees={data} />
            <p className={layout.muted}>{texts.excludes}</p>
          </div>
        )}
      </Loaded>
      <div className={layout.actions}>
        <Button isPending={saving} onPress={() => void proceed()}>
          {common.continue}
        </Button>
      </div>
    </>
  );
}
