import { type Product, updateApplication, useMutation, useRecommendedPortfolio } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { PRODUCTS } from '@cairn/domain';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogTrigger,
  Heading,
  LoadState,
  PageHeader,
  Stack,
  Text,
} from '@cairn/ui';
import { Star } from 'lucide-react';
import { investmentStyles } from '../../shared/copy';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { useStep } from '../../shared/step';
import { investmentStylesTexts as texts } from './copy';

function Details({ product }: { product: Product }) {
  const style = investmentStyles[product];
  const list = (heading: string, items: readonly string[]) => (
    <Stack space="8">
      <Heading level={3}>{heading}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Stack>
  );
  return (
    <DialogTrigger>
      <Button variant="link" size="sm" aria-label={texts.learnMore(style.name)}>
        {texts.learnMoreButton}
      </Button>
      <Dialog title={style.name}>
        <Stack space="24">
          <Stack space="8">
            <Heading level={3}>{texts.description}</Heading>
            <Text>{style.description}</Text>
          </Stack>
          {list(texts.features, style.features)}
          {list(texts.advantages, style.advantages)}
          {list(texts.considerations, style.considerations)}
        </Stack>
      </Dialog>
    </DialogTrigger>
  );
}

/**
 * One style as a row of the page's column: its name with the recommendation's badge at the right
 * of the title line, the badge alone marking it (nothing is chosen here, so no card wears the
 * selected state's accent border, issue 30), its summary, then
 * 'Learn more' as a quiet link on the text edge.
 */
function StyleCard({ product, isRecommended }: { product: Product; isRecommended: boolean }) {
  const style = investmentStyles[product];
  return (
    <Card
      padding="24"
      space="8"
      title={style.name}
      headingLevel={2}
      actions={
        isRecommended ? (
          <Badge tone="info" icon={Star}>
            {texts.recommended}
          </Badge>
        ) : null
      }
    >
      <Text tone="muted">{style.summary}</Text>
      <div>
        <Details product={product} />
      </div>
    </Card>
  );
}

/**
 * /onboarding/investment-styles (doc 1 §2.6): the three styles (Market, Smart Beta, Alpha), each
 * with a detail modal (Description, Features, Advantages, Considerations), and the style recommended
 * from the questionnaire, emphasised. Continue records that the styles were reviewed.
 */
export function InvestmentStylesPage() {
  usePageTitle(texts.title);
  const { next } = useStep();
  const recommended = useRecommendedPortfolio();
  const acknowledge = useMutation(updateApplication, { onSuccess: () => next() });
  return (
    <Stack space="32">
      <PageHeader size="lg" title={texts.title} description={texts.intro} />
      <LoadState read={recommended}>
        {({ recommended_portfolio }) => (
          <Stack space="24">
            {recommended_portfolio ? (
              <Text weight="medium">
                {texts.recommendation(investmentStyles[recommended_portfolio].name)}
              </Text>
            ) : null}
            <Stack space="16">
              {PRODUCTS.map((product) => (
                <StyleCard
                  key={product}
                  product={product}
                  isRecommended={product === recommended_portfolio}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </LoadState>
      <ContinueButton
        isPending={acknowledge.isPending}
        onPress={() => void acknowledge.trigger({ investment_styles_acknowledged: true })}
      />
    </Stack>
  );
}
