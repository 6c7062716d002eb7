import {
  downloadTaxReport,
  saveDownload,
  useMissingCostBasis,
  useMutation,
  useTaxSummary,
  useUserProfile,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import {
  type CalendarDate,
  canDownloadTaxReport,
  taxCenterTexts,
  taxDateOfIso,
  taxSummaryQuery,
  taxYears,
} from '@cairn/domain';
import {
  Accordion,
  Banner,
  Button,
  Card,
  Inline,
  Link,
  LoadState,
  Select,
  Skeleton,
  Stack,
  TaxSummary,
  Text,
} from '@cairn/ui';
import { type ReactNode, useState } from 'react';
import { inlineField, summaryRow } from './activity.css';
import { costBasisExplanationTexts, TAX_FAQ, taxCenterPageTexts as t, taxDisclosuresTexts } from './copy';
import { TaxCenterHeader } from './headers';
import { TaxLotsSection } from './TaxLotsSection';
import { TextDialog } from './TextDialog';
import { useToday } from './today';
import { costBasisBanner } from './transactionsPage';

/** The cost basis banner's height at the desktop width, its title, text and action on one line each. */
const COST_BASIS_BANNER_HEIGHT = 88;

/** The cost basis banner: above the summary while deposits lack cost basis, below it otherwise (doc 2 §2). */
function CostBasisBannerView({ missingCount }: { missingCount: number }) {
  const [explaining, setExplaining] = useState(false);
  const banner = costBasisBanner(missingCount);
  return (
    <>
      <Banner
        tone={banner.tone}
        title={banner.title}
        role="none"
        action={{ label: banner.action, href: banner.href }}
      >
        {/* One sentence saying why it matters, the explanation's link at its end. */}
        {missingCount > 0 ? t.missingBody : t.upToDateBody}{' '}
        <Link onPress={() => setExplaining(true)}>{t.learnMore}</Link>
      </Banner>
      <TextDialog
        title={costBasisExplanationTexts.title}
        paragraphs={costBasisExplanationTexts.paragraphs}
        isOpen={explaining}
        onOpenChange={setExplaining}
      />
    </>
  );
}

/**
 * The Tax Reports card: the year's gain/loss CSV, past years only (doc 2 §2, §5). The current year's
 * disabled Download keeps the spec's tooltip and says beside it when the report comes.
 */
function TaxReportsCard({ year, today }: { year: number; today: CalendarDate }) {
  const download = useMutation(downloadTaxReport, { onSuccess: saveDownload });
  const available = canDownloadTaxReport(year, today);
  return (
    <Card title={t.taxReports} headingLevel={2}>
      <Stack space="16">
        <Stack space="4">
          <Text weight="medium">{t.gainLossReport}</Text>
          <Text tone="muted" size="sm">
            {t.reportBody}
          </Text>
          <Text tone="muted" size="sm">
            {t.notAnOfficialTaxForm}
          </Text>
        </Stack>
        <Inline space="12" alignY="center">
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!available}
            {...(available ? {} : { disabledReason: taxCenterTexts.reportNotAvailable })}
            isPending={download.isPending}
            onPress={() => void download.trigger({ year })}
          >
            {download.isPending ? t.downloading : t.download}
          </Button>
          {available ? null : (
            <Text tone="muted" size="sm">
              {t.reportAvailableFrom(year + 1)}
            </Text>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}

/** The tax year's summary with the banner above or below it. */
function SummaryAndBanner({
  year,
  today,
  reports,
}: {
  year: number;
  today: CalendarDate;
  reports: ReactNode;
}) {
  const summary = useTaxSummary(taxSummaryQuery(year, today));
  const missing = useMissingCostBasis();
  const [disclosing, setDisclosing] = useState(false);
  const banner = missing.data === undefined ? null : costBasisBanner(missing.data.length);
  const bannerView =
    missing.data === undefined ? null : <CostBasisBannerView missingCount={missing.data.length} />;
  // The banner's side of the summary is known only with the missing cost basis: until then the
  // summary's skeleton and the banner's place below it hold the block's final height.
  if (missing.data === undefined && missing.error === undefined) {
    return (
      <Stack space="24">
        <div className={summaryRow}>
          <TaxSummary year={year} today={today} isLoading onOpenDisclosures={() => setDisclosing(true)} />
          {reports}
        </div>
        <Skeleton shape="rect" height={COST_BASIS_BANNER_HEIGHT} />
      </Stack>
    );
  }
  return (
    <Stack space="24">
      {banner?.position === 'ABOVE_SUMMARY' ? bannerView : null}
      <div className={summaryRow}>
        <LoadState
          read={summary}
          loading={
            <TaxSummary year={year} today={today} isLoading onOpenDisclosures={() => setDisclosing(true)} />
          }
        >
          {(data) => (
            <TaxSummary
              year={year}
              today={today}
              summary={{ shortTerm: data.short_term, longTerm: data.long_term, total: data.total }}
              onOpenDisclosures={() => setDisclosing(true)}
            />
          )}
        </LoadState>
        {reports}
      </div>
      {banner?.position === 'BELOW_SUMMARY' ? bannerView : null}
      <TextDialog
        title={taxDisclosuresTexts.title}
        paragraphs={taxDisclosuresTexts.paragraphs}
        isOpen={disclosing}
        onOpenChange={setDisclosing}
      />
    </Stack>
  );
}

/** /activity/tax-center (doc 2 §2 Tax Center). */
export function TaxCenterPage() {
  usePageTitle(t.heading);
  const today = useToday();
  const profile = useUserProfile();
  const createdYear = profile.data ? taxDateOfIso(profile.data.user.created_at).year : today.year;
  const years = taxYears(createdYear, today.year);
  const [year, setYear] = useState(today.year);
  return (
    <Stack space="24">
      <TaxCenterHeader
        taxYear={
          <Select
            label={t.taxYear}
            className={inlineField}
            options={years.map((option) => ({ id: String(option), label: String(option) }))}
            value={String(year)}
            onChange={(key) => setYear(Number(key))}
          />
        }
      />
      <SummaryAndBanner year={year} today={today} reports={<TaxReportsCard year={year} today={today} />} />
      <TaxLotsSection year={year} today={today} />
      <Card title={t.faq} headingLevel={2}>
        <Accordion
          headingLevel={3}
          items={TAX_FAQ.map((item) => ({
            id: item.question,
            title: item.question,
            content: <Text>{item.answer}</Text>,
          }))}
        />
      </Card>
    </Stack>
  );
}
