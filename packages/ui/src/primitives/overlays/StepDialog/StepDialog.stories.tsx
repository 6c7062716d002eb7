import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { Button } from '../../controls/Button/Button';
import { Checkbox } from '../../controls/Checkbox/Checkbox';
import { TextField } from '../../controls/TextField/TextField';
import { FormTextField } from '../../forms/FormTextField/FormTextField';
import { StepDialog } from './StepDialog';

const steps = ['Details', 'Confirm', 'Submit'] as const;
const titles = ['Bank Details', 'Check Your Withdrawal', 'Submit Your Withdrawal'];
const onSubmit = fn();

/**
 * Waits until the new step has settled (`data-settling` gone: 350 ms after a step change or a moved
 * footer, the panel ignores the pointer), as a person's next click would.
 */
const settled = () => waitFor(() => expect(document.querySelector('[data-settling]')).toBeNull());

/** A three-step withdrawal: the form's submit button sits in the actions row (`form={id}`). */
function Walkthrough({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [step, setStep] = useState(0);
  return (
    <StepDialog
      isOpen
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
      size="md"
      title="Withdraw by Wire"
      steps={steps}
      currentStep={step}
      stepTitle={titles[step] ?? ''}
      {...(step > 0 ? { onBack: () => setStep(step - 1) } : {})}
      footer={
        step === 0 ? (
          <Button type="submit" form="story-details">
            Continue
          </Button>
        ) : (
          <Button
            onPress={() => {
              if (step === steps.length - 1) onSubmit();
              else setStep(step + 1);
            }}
          >
            {step === steps.length - 1 ? 'Submit Withdrawal' : 'Continue'}
          </Button>
        )
      }
    >
      {step === 0 ? (
        <form
          id="story-details"
          onSubmit={(event) => {
            event.preventDefault();
            setStep(1);
          }}
        >
          <TextField label="Routing number" />
        </form>
      ) : (
        <p>Step {step + 1} content.</p>
      )}
    </StepDialog>
  );
}

const meta = {
  title: 'Primitives/Overlays/StepDialog',
  component: StepDialog,
  args: { title: 'Withdraw by Wire', size: 'md', children: null },
  render: () => <Walkthrough />,
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof StepDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in the form's field submits it through the actions row; each new step's heading takes focus. */
export const Steps: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw by Wire' });
    // One header band: the count and the step's heading on one line, no second heading under it.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Bank Details' })).toHaveTextContent(
        'Step 1 of 3 · Bank Details',
      ),
    );
    await expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Routing number' }));
    await userEvent.keyboard('021000021{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check Your Withdrawal' })).toHaveFocus());
    await expect(screen.getByRole('heading', { name: 'Check Your Withdrawal' })).toHaveAccessibleDescription(
      'Step 2 of 3',
    );
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Submit Your Withdrawal' })).toHaveFocus(),
    );
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check Your Withdrawal' })).toHaveFocus());
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Back is gone on the first step; focus is on the step's heading, never lost.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bank Details' })).toHaveFocus());
    await expect(dialog).toBeVisible();
  },
};

const onOpenChange = fn();

/** Escape asks the owner to close (`onOpenChange(false)`); the flow that owns it decides where to go. */
export const EscapeAsksToClose: Story = {
  render: () => <Walkthrough onOpenChange={onOpenChange} />,
  beforeEach: () => {
    onOpenChange.mockClear();
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Withdraw by Wire' });
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(onOpenChange).toHaveBeenCalledTimes(2);
  },
};

// Two fields: a one-field form shows its inline message only, no summary.
const routingSchema = z.object({
  routing: z.string().min(1, 'Enter the routing number'),
  account: z.string().min(1, 'Enter the account number'),
});

/**
 * Decision (issue 31, placed in issue 30; session 8): a form's error summary shows under the header
 * band (the step's heading with its count), its heading one level below the title's (h3): the frame
 * (title, band) stays where it was when the summary appears.
 */
export const ErrorSummaryFirst: Story = {
  render: () => (
    <StepDialog
      isOpen
      size="md"
      title="Withdraw by Wire"
      steps={steps}
      currentStep={0}
      stepTitle="Bank Details"
    >
      <StoryForm
        schema={routingSchema}
        defaultValues={{ routing: '', account: '' }}
        onSubmit={onSubmit}
        withSummary
      >
        <FormTextField name="routing" label="Routing number" />
        <FormTextField name="account" label="Account number" />
      </StoryForm>
    </StepDialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw by Wire' });
    await userEvent.click(within(dialog).getByRole('button', { name: STORY_SUBMIT }));
    const summary = await within(dialog).findByRole('alert');
    const heading = within(summary).getByRole('heading', { name: 'There is a problem' });
    await expect(heading.tagName).toBe('H3');
    // Visible once the overlay's opening has ended (an animation on an ancestor, even of 0 ms under
    // reduced motion, can still be running on a busy machine).
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Withdraw by Wire' })).toBeVisible(),
    );
    const stepHeading = within(dialog).getByRole('heading', { name: 'Bank Details' });
    // DOCUMENT_POSITION_FOLLOWING: the summary comes after the band's heading.
    await expect(
      stepHeading.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const headings = within(dialog)
      .getAllByRole('heading')
      .map((element) => element.textContent);
    await expect(headings).toEqual(['Withdraw by Wire', 'Step 1 of 3 · Bank Details', 'There is a problem']);
    await expect(within(summary).getByRole('link', { name: 'Enter the routing number' })).toBeVisible();
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter the routing number' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Routing number' })).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

const frameSteps = ['Verify', 'Overview', 'Reason'] as const;
const frameBodies = [1, 14, 3];

/** A field whose message appears when it loses focus empty (the validation after blur). */
function BlurCheckedField() {
  const [touched, setTouched] = useState(false);
  return (
    <label>
      Code <input onBlur={() => setTouched(true)} />
      {touched ? <span role="alert"> Enter the code</span> : null}
      {touched ? <p>A second line of message.</p> : null}
    </label>
  );
}

/** A flow whose steps differ in height: a short first step, a long second, a medium third. */
function Frame() {
  const [step, setStep] = useState(0);
  return (
    <StepDialog
      isOpen
      size="md"
      height="sm"
      title="Deactivate Account"
      steps={frameSteps}
      currentStep={step}
      stepTitle={frameSteps[step] ?? ''}
      {...(step > 0 ? { onBack: () => setStep(step - 1) } : {})}
      footer={<Button onPress={() => setStep(Math.min(step + 1, frameSteps.length - 1))}>Continue</Button>}
    >
      {step === 0 ? <BlurCheckedField /> : null}
      {Array.from(
        { length: frameBodies[step] ?? 1 },
        (_, line) => `Line ${line + 1} of the ${frameSteps[step]} step.`,
      ).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </StepDialog>
  );
}

/**
 * Issue 30: one frame for the whole flow. The panel keeps its width, its left and its top edge on
 * every step (only its bottom edge moves, for a step taller than the flow's least height); a field message appearing on blur under a press on
 * Continue does not move Continue; the progress is one line ('Step 2 of 3'), not a
 * labelled stepper; the first step has no Back; Back sits at the footer's start and the primary
 * action at its end, in the same place on every step.
 */
export const OneFrame: Story = {
  render: () => <Frame />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Account' });
    const panel = dialog.closest<HTMLElement>('[data-size]');
    if (panel === null) throw new Error('no dialog panel');
    // Wait for the opening animations (the panel's and the overlay's around it) to end before measuring.
    await waitFor(() => expect(document.getAnimations().length).toBe(0));
    const first = panel.getBoundingClientRect();
    const primary = () => within(dialog).getByRole('button', { name: 'Continue' });
    const primaryRight = primary().getBoundingClientRect().right;
    await expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('Step 1 of 3')).toBeVisible());
    const bandHeight = within(dialog).getByRole('heading', { level: 3 }).getBoundingClientRect().height;
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    for (const [index, title] of frameSteps.entries()) {
      if (index === 1) {
        // A press on Continue blurs the field, whose message appears: the body scrolls and the
        // footer holds still under the pointer until the press ends.
        const footerTop = primary().getBoundingClientRect().top;
        const user = userEvent.setup();
        await user.click(within(dialog).getByRole('textbox', { name: 'Code' }));
        await user.pointer({ keys: '[MouseLeft>]', target: primary() });
        await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the code'));
        await expect(primary().getBoundingClientRect().top).toBe(footerTop);
        await user.pointer({ keys: '[/MouseLeft]', target: primary() });
      }
      if (index > 0) {
        if (index > 1) {
          await settled();
          await userEvent.click(primary());
        }
        await waitFor(() => expect(within(dialog).getByRole('heading', { name: title })).toHaveFocus());
      }
      await expect(within(dialog).getByText(`Step ${index + 1} of 3`)).toBeVisible();
      // The header band keeps its height: the body starts at the same place on every step.
      await expect(within(dialog).getByRole('heading', { level: 3 }).getBoundingClientRect().height).toBe(
        bandHeight,
      );
      const box = panel.getBoundingClientRect();
      await expect(box.width).toBe(first.width);
      await expect(box.left).toBe(first.left);
      // The top edge holds: the steps differ in height, only the bottom edge moves.
      await expect(box.top).toBe(first.top);
      // A short step keeps the panel's least height (the flow's `height`): the footer stays put; the
      // long step grows the panel downward instead of leaving every short step its empty room.
      if (index !== 1) await expect(box.height).toBe(first.height);
      else await expect(box.height).toBeGreaterThan(first.height);
      await expect(primary().getBoundingClientRect().right).toBe(primaryRight);
      if (index > 0) {
        const back = within(dialog).getByRole('button', { name: 'Back' });
        await expect(back.getBoundingClientRect().right).toBeLessThan(primary().getBoundingClientRect().left);
        // Back comes first in the reading and tab order too.
        await expect(back.compareDocumentPosition(primary()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    }
    // The step's heading is described by the progress line, so focus on it reads both.
    const heading = within(dialog).getByRole('heading', { name: 'Reason' });
    await expect(heading).toHaveAccessibleDescription('Step 3 of 3');
  },
};

/**
 * A screen outside the count (an intro): its name in the band, no bar under it (an empty bar read as
 * progress lost), the band's height kept so the body does not move when the count appears.
 */
export const Uncounted: Story = {
  render: () => (
    <StepDialog
      isOpen
      size="md"
      title="Deposit Crypto"
      steps={steps}
      currentStep={null}
      stepTitle="About crypto deposits"
      footer={<Button>Continue</Button>}
    >
      <p>Deposit crypto from a wallet you own.</p>
    </StepDialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Deposit Crypto' });
    const heading = within(dialog).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent(/^About crypto deposits$/);
    const bar = dialog.querySelector<HTMLElement>('[data-empty]');
    await expect(bar).not.toBeNull();
    await expect(bar && getComputedStyle(bar).visibility).toBe('hidden');
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

/**
 * A submit step: its confirmation is pinned in the footer right above the actions, so the box and
 * the button it enables read as one, and stay in view together.
 */
export const Confirmation: Story = {
  render: () => (
    <StepDialog
      isOpen
      size="md"
      title="Withdraw by Wire"
      steps={steps}
      currentStep={2}
      onBack={() => undefined}
      confirmation={<Checkbox>I confirm that the details above are correct.</Checkbox>}
      footer={<Button>Submit Withdrawal</Button>}
    >
      <p>Step 3 content.</p>
    </StepDialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw by Wire' });
    const box = within(dialog).getByRole('checkbox', {
      name: 'I confirm that the details above are correct.',
    });
    const submit = within(dialog).getByRole('button', { name: 'Submit Withdrawal' });
    const body = dialog.querySelector('[data-dialog-body]');
    // Outside the scrolling body, just above the button, and before it in the tab order.
    await expect(body?.contains(box)).toBe(false);
    const gap = submit.getBoundingClientRect().top - box.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThan(48);
    await expect(box.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

const hazardSteps = ['Amount', 'Destination'] as const;

/** A flow whose second step grows the panel and puts its acknowledgement where Continue was. */
function Hazard() {
  const [step, setStep] = useState(0);
  return (
    <StepDialog
      isOpen
      size="md"
      height="sm"
      title="Withdraw Crypto"
      steps={hazardSteps}
      currentStep={step}
      stepTitle={hazardSteps[step] ?? ''}
      {...(step > 0 ? { onBack: () => setStep(0) } : {})}
      footer={<Button onPress={() => setStep(1)}>Continue</Button>}
    >
      {step === 0 ? (
        <p>Step 1 content.</p>
      ) : (
        <>
          <div style={{ blockSize: '16rem' }} />
          <Checkbox>
            I have read and understand this notice: a withdrawal sent to a wrong address or network cannot be
            recovered, and Cairn cannot reverse it once it has been sent. Check the address, the network and
            the amount before you go on, and keep the confirmation for your records. The withdrawal is
            processed within one business day, and a fee may apply.
          </Checkbox>
        </>
      )}
    </StepDialog>
  );
}

/** A click at a point, as the browser hits it (an element the CSS leaves without the pointer is passed over). */
async function clickAt(x: number, y: number) {
  const target = document.elementFromPoint(x, y);
  if (target instanceof HTMLElement) await userEvent.click(target);
  return target;
}

/**
 * Issue 30 (session 13): a double-click on Continue. The next step grows the panel, so its
 * acknowledgement lands under the pointer; for 350 ms after a step changes (or the footer moves)
 * the panel ignores the pointer, so the second press ticks nothing and presses nothing. Keys are never ignored, and the pointer works
 * again once the step has settled.
 */
export const DoubleClickSafe: Story = {
  render: () => <Hazard />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Crypto' });
    await waitFor(() => expect(document.getAnimations().length).toBe(0));
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    const rect = cont.getBoundingClientRect();
    const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    // The first press of the double-click.
    await userEvent.click(cont);
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Destination' })).toHaveFocus());
    const box = within(dialog).getByRole('checkbox', { name: /I have read and understand this notice/ });
    // The hazard is real: the acknowledgement's label now covers the point Continue was pressed at.
    const label = box.closest('label');
    const covered = label?.getBoundingClientRect();
    await expect(covered && covered.top < y && covered.bottom > y).toBe(true);
    // The second press, about 100 ms later, at the same point.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const hit = await clickAt(x, y);
    await expect(label?.contains(hit)).toBe(false);
    await expect(box).not.toBeChecked();
    // Keys are never ignored: Space ticks the box from the keyboard at once.
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    // Settled, the pointer ticks it.
    await settled();
    await clickAt(x, y);
    await expect(box).toBeChecked();
  },
};
