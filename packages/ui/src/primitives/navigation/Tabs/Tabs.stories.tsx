import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectDrawnApartInForcedColors } from '../../../../.storybook/forcedColors';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Allocation by">
        <Tab id="investment">Investment</Tab>
        <Tab id="asset">Asset</Tab>
        <Tab id="sector">Sector</Tab>
      </TabList>
      <TabPanel id="investment">Allocation by investment.</TabPanel>
      <TabPanel id="asset">Allocation by asset.</TabPanel>
      <TabPanel id="sector">Allocation by sector.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Investment' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Allocation by investment.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Investment' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const asset = canvas.getByRole('tab', { name: 'Asset' });
    await expect(asset).toHaveFocus();
    await expect(asset).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Allocation by asset.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Sector' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sector');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Investment' })).toHaveFocus();
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sector' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Allocation by sector.');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['asset'] },
  play: async ({ canvas }) => {
    const asset = canvas.getByRole('tab', { name: 'Asset' });
    await expect(asset).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sector' })).toHaveFocus();
  },
};

/** Forced colours (issue 31): the selected tab differs from the others in more than a background. */
export const ForcedColors: Story = {
  play: async ({ canvas }) => {
    await expectDrawnApartInForcedColors(
      canvas.getByRole('tab', { name: 'Investment' }),
      canvas.getByRole('tab', { name: 'Asset' }),
    );
  },
};
