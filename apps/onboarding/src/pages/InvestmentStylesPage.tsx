import { type Product, updateApplication, useRecommendedPortfolio } from '@cairn/api-client';
import { PRODUCTS } from '@cairn/domain';
import { Badge, Button, Dialog, DialogTrigger, useToaster } from '@cairn/ui';
import { useState } from 'react';
import { Loaded } from '../features/Loaded';
import { attempt, useStep } from '../features/step';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { common, investmentStyles, investmentStylesTexts as texts } from '../texts';

function Details({ product }: { product: Product }) {
  const style = investmentStyles[product];
  const list = (heading: string, items: readonly string[]) => (
    <section>
      <h3 className={layout.sectionTitle}>{heading}</h3>
      <ul className={layout.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" aria-label={texts.learnMore(style.name)}>
        Learn more
      </Button>
      <Dialog title={style.name}>
        <section>
          <h3 className={layout.sectionTitle}>{texts.description}</h3>
          <p className={layout.text}>{style.description}</p>
        </section>
        {list(texts.features, style.features)}
        {list(texts.advantages, style.advantages)}
        {list(texts.considerations, style.considerations)}
      </Dialog>
    </DialogTrigger>
  );
}

/**
 * /onboarding/investment-styles (doc 1 §2.6): the three styles (Market, Smart Beta, Alpha), each
 * with a detail modal (Description, Features, Advantages, Considerations), and the style recommended
 * from the questionnaire. Continue records that the styles were reviewed.
 */
export function InvestmentStylesPage() {
  usePageTitle(texts.title);
  const { next } = useStep();
  const { toast } = useToaster();
  const recommended = useRecommendedPortfolio();
  const [saving, setSaving] = useState(false);
  const proceed = async () => {
    setSaving(true);
    const ok = await attempt(
      () => updateApplication({ investment_styles_acknowledged: true }),
      (message) => toast({ tone: 'danger', message }),
    );
    setSaving(false);
    if (ok) next();
  };
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <Loaded read={recommended}>
        {({ recommended_portfolio }) => (
          <>
            {recommended_portfolio ? (
              <p className={layout.text}>
                {texts.recommendation(investmentStyles[recommended_portfolio].name)}
              </p>
            ) : null}
            <ul className={layout.styleGrid}>
              {PRODUCTS.map((product) => (
                <li key={product} className={layout.card}>
                  <h2 className={layout.sectionTitle}>{investmentStyles[product].name}</h2>
                  {product === recommended_portfolio ? (
                    <div>
                      <Badge tone="success">{texts.recommended}</Badge>
                    </div>
                  ) : null}
                  <p className={layout.muted}>{investmentStyles[product].summary}</p>
                  <div>
                    <Details product={product} />
                  </div>
                </li>
              ))}
            </ul>
          </>
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
