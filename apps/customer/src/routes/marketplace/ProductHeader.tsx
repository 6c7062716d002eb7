import type { MarketplaceModel } from '@cairn/api-client';
import { displayedReturn } from '@cairn/domain';
import {
  Card,
  Column,
  Columns,
  DescriptionList,
  Image,
  Inline,
  PageHeader,
  Stack,
  Text,
  VideoDialog,
} from '@cairn/ui';
import type { ComponentProps, ReactNode } from 'react';
import { KeyFigures } from '../../shared/KeyFigures';
import { marketplaceTexts, videoDialogTexts } from './copy';
import { headerIcon, subtitle } from './ProductHeader.css';

export interface ProductHeaderProps {
  /** Where Back goes, and its label. */
  back: { label: string; href: string };
  /** The model's or index's name, beside its icon. */
  name: string;
  /** The icon's address (a placeholder shows without one). */
  icon: string | null;
  /** Under the name: the model's style, the index's ticker. */
  description: string;
  /** The learning video, when the product has one: a button that opens it. */
  videoUrl: string | null | undefined;
  /** The Add button, when the product can be added. */
  add: ReactNode;
  /** The product's returns (the marketplace list's entry): Full and 1Y as key figures under the name. */
  performance: MarketplaceModel['performance'] | undefined;
}

/**
 * The header of a model's or an index's page (doc 2 §2): Back, the icon and name, what it is, Add
 * as the primary action and the learning video beside it, then its Full and 1Y returns as figures.
 */
export function ProductHeader({
  back,
  name,
  icon,
  description,
  videoUrl,
  add,
  performance,
}: ProductHeaderProps) {
  return (
    <Stack space="16">
      <PageHeader
        back={back}
        title={
          <Inline space="16" alignY="center">
            <Image src={icon} alt="" fallbackName={name} width={48} height={48} className={headerIcon} />
            {name}
          </Inline>
        }
        description={<span className={subtitle}>{description}</span>}
        primaryAction={add}
        secondaryActions={
          videoUrl ? (
            <VideoDialog
              src={videoUrl}
              name={name}
              triggerLabel={marketplaceTexts.learningVideo}
              messages={videoDialogTexts}
            />
          ) : null
        }
      />
      {/* The same key figures as Performance's chart card (issue 30), under the name. */}
      {performance ? (
        <div className={subtitle}>
          <KeyFigures
            figures={[
              { label: marketplaceTexts.full, value: displayedReturn(performance.full_pct) },
              { label: marketplaceTexts.oneYear, value: displayedReturn(performance.one_year_pct) },
            ]}
          />
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * The body of a model's and an index's page, one pattern for both (issue 30): About (what it is),
 * then the facts in a card of their own, then `children` (the track record and the breakdowns).
 * One column up to 1600 px; from there, where one column would stretch a one-line About and
 * 150 px values across 1,440 px, About and the facts are a 1/3 rail beside the rest.
 */
export function ProductOverview({
  about,
  facts,
  children,
}: {
  about: string;
  facts: ComponentProps<typeof DescriptionList>['items'];
  children: ReactNode;
}) {
  return (
    <Columns space="32" collapseBelow="wide">
      <Column width="1/3">
        <Stack space="32">
          <Card title={marketplaceTexts.about}>
            <Text>{about}</Text>
          </Card>
          <Card>
            <DescriptionList items={facts} />
          </Card>
        </Stack>
      </Column>
      <Column width="2/3">
        <Stack space="32">{children}</Stack>
      </Column>
    </Columns>
  );
}
