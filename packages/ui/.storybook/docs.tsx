import { DocsRenderer } from '@storybook/addon-docs';
import {
  Controls,
  Description,
  DocsContainer,
  type DocsContainerProps,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Preview, ReactRenderer } from '@storybook/react-vite';
import { type CSSProperties, type PropsWithChildren, useLayoutEffect, useSyncExternalStore } from 'react';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { addons } from 'storybook/preview-api';
import { create, type ThemeVars } from 'storybook/theming';
import { type ColorMode, setColorMode } from '../src/theme/colorMode';
import { vars } from '../src/theme/contract.css';
import { type ColorTokens, darkColors, lightColors } from '../src/theme/palettes';
import { sharedTokens } from '../src/theme/shared';
import './docs.css';
import { USAGE, type UsageGuidance } from './usage';

// The docs pages (MDX and autodocs), added to the preview by `main.ts` outside Vitest only: the
// stories' test run renders no docs page and loads none of this.

/** Storybook's docs theme from the kit's own palette: the docs page is the page the kit is on. */
function docsTheme(base: ColorMode, colors: ColorTokens): ThemeVars {
  return create({
    base,
    brandTitle: 'Cairn UI',
    fontBase: sharedTokens.font.body,
    fontCode: sharedTokens.font.mono,
    colorPrimary: colors.primary,
    colorSecondary: colors.link,
    appBg: colors.surface,
    appContentBg: colors.background,
    appPreviewBg: colors.background,
    appBorderColor: colors.border,
    appBorderRadius: 10,
    textColor: colors.text,
    textInverseColor: colors.background,
    textMutedColor: colors.textMuted,
    barBg: colors.surface,
    barTextColor: colors.textMuted,
    barSelectedColor: colors.link,
    barHoverColor: colors.link,
    buttonBg: colors.surfaceRaised,
    buttonBorder: colors.borderStrong,
    booleanBg: colors.surfaceSunken,
    booleanSelectedBg: colors.surfaceRaised,
    inputBg: colors.surface,
    inputBorder: colors.borderStrong,
    inputTextColor: colors.text,
    inputBorderRadius: 6,
  });
}

export const DOCS_THEMES: Record<ColorMode, ThemeVars> = {
  dark: docsTheme('dark', darkColors),
  light: docsTheme('light', lightColors),
};

/**
 * The toolbar's colour mode, for the docs page. Storybook tells the preview its globals on start
 * (`SET_GLOBALS`) and before each page renders (`GLOBALS_UPDATED`), so an MDX page with no story
 * (which no decorator reaches) knows the mode too.
 */
let toolbarMode: ColorMode = 'dark';
const listeners = new Set<() => void>();
const modeOf = (globals: unknown): ColorMode =>
  typeof globals === 'object' && globals !== null && 'theme' in globals && globals.theme === 'light'
    ? 'light'
    : 'dark';
const follow = (payload: { globals?: unknown }) => {
  const next = modeOf(payload.globals);
  if (next === toolbarMode) return;
  toolbarMode = next;
  for (const listener of [...listeners]) listener();
};
void addons.ready().then((channel) => {
  channel.on(SET_GLOBALS, follow);
  channel.on(GLOBALS_UPDATED, follow);
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getMode = () => toolbarMode;

/** The docs container: Storybook's, in the toolbar's colour mode (its docs theme and the kit's). */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const mode = useSyncExternalStore(subscribe, getMode);
  useLayoutEffect(() => setColorMode(mode), [mode]);
  return (
    <DocsContainer context={context} theme={DOCS_THEMES[mode]}>
      {children}
    </DocsContainer>
  );
}

const guidanceGrid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  gap: vars.space['16'],
  margin: `${vars.space['16']} 0 ${vars.space['32']}`,
};

const guidanceCard = (tone: 'success' | 'danger' | 'neutral'): CSSProperties => ({
  border: `1px solid ${vars.tone[tone].border}`,
  borderInlineStart: `4px solid ${tone === 'neutral' ? vars.color.borderStrong : vars.tone[tone].text}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: `${vars.space['12']} ${vars.space['16']}`,
  color: vars.color.text,
});

const guidanceHeading: CSSProperties = {
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  letterSpacing: 'normal',
  border: 0,
  padding: 0,
};

function GuidanceCard({
  title,
  tone,
  text,
}: {
  title: string;
  tone: 'success' | 'danger' | 'neutral';
  text: string;
}) {
  return (
    <div style={guidanceCard(tone)} data-guidance={title}>
      <h3 style={{ ...guidanceHeading, color: tone === 'neutral' ? vars.color.text : vars.tone[tone].text }}>
        {title}
      </h3>
      <Markdown>{text}</Markdown>
    </div>
  );
}

/** The component's usage guidance (`usage.ts`, by the page's title), when it has one. */
function Usage() {
  const resolved = useOf('meta', ['meta']);
  const usage: UsageGuidance | undefined = USAGE[resolved.preparedMeta.title];
  if (usage === undefined) return null;
  return (
    <section aria-labelledby="usage-guidance" data-usage-guidance="">
      <h2 id="usage-guidance">Usage</h2>
      <div style={guidanceGrid}>
        <GuidanceCard title="When to use" tone="neutral" text={usage.use} />
        <GuidanceCard title="When not to use" tone="neutral" text={usage.avoid} />
        <GuidanceCard title="Do" tone="success" text={usage.do} />
        <GuidanceCard title="Don't" tone="danger" text={usage.dont} />
      </div>
    </section>
  );
}

/**
 * The autodocs page: Storybook's own (`DocsPage`: a file with one story shows it once, with its
 * description), with the usage guidance after the component's description.
 */
function ComponentDocsPage() {
  const resolved = useOf('meta', ['meta']);
  const singleStory = Object.keys(resolved.csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {singleStory ? <Description of="story" /> : null}
      <Usage />
      <Primary />
      <Controls />
      {singleStory ? null : <Stories />}
    </>
  );
}

/**
 * No JSON editor in the props tables: Storybook's object control (react-editable-json-tree) puts
 * `<li>` elements outside any list (axe `listitem`) and editing a table's rows or a chart's series
 * as raw JSON tells a reader little; the row still shows the prop's type and description. Runs
 * before Storybook infers controls, which keeps a control set here. An arg typed only by its value
 * in a story's `args` is typed after this runs: its story sets `control: false` (Stack, Inline).
 */
const withoutObjectControls: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      argType.control === undefined &&
      argType.options === undefined &&
      ['object', 'array', 'other'].includes(argType.type?.name ?? '')
        ? { ...argType, control: false }
        : argType,
    ]),
  );

/**
 * Storybook's docs renderer, drawing a page once: when the toolbar's globals change, Storybook
 * re-renders every story on the docs page and then the page itself, and its renderer remounts the
 * whole page (a new `key` on each render), tearing down the stories it has just started to re-render;
 * a story torn down mid-render makes Storybook reload the preview (`StoryRender.teardown`), which
 * lost the reader's place and could come back in the old mode (issue 26: the docs page stayed dark
 * after the toolbar's switch to light). Here a page already drawn is left as it is on a globals
 * change: its stories re-render themselves with the new globals (`withColorMode`) and the container
 * follows them (`ThemedDocsContainer`). A renderer is made for each page shown, so another page is
 * drawn anew.
 */
class InPlaceDocsRenderer extends DocsRenderer<ReactRenderer> {
  constructor() {
    super();
    const drawPage = this.render;
    let drawn = false;
    this.render = async (context, parameters, element) => {
      if (drawn) return;
      drawn = true;
      await drawPage(context, parameters, element);
    };
  }
}

const docsPreview: Preview = {
  argTypesEnhancers: [withoutObjectControls],
  parameters: {
    docs: {
      container: ThemedDocsContainer,
      page: ComponentDocsPage,
      theme: DOCS_THEMES.dark,
      renderer: async () => new InPlaceDocsRenderer(),
    },
  },
};

export default docsPreview;
