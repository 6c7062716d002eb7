import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Image } from './Image';

// A 1×1 PNG, so the story needs no network.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta = {
  title: 'Primitives/Foundations/Image',
  component: Image,
  args: { src: PIXEL, alt: 'Bitcoin', width: 48, height: 48, onError: fn() },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    const img = canvas.getByRole('img', { name: 'Bitcoin' });
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).complete).toBe(true));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const FallsBackOnError: Story = {
  args: { src: 'data:image/png;base64,not-an-image' },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Bitcoin' }).tagName).not.toBe('IMG'));
    const fallback = canvas.getByRole('img', { name: 'Bitcoin' });
    await expect(fallback).toHaveAttribute('data-fallback');
    await expect(fallback.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(fallback).toHaveStyle({ width: '48px', height: '48px' });
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const MissingSource: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bitcoin' })).toHaveAttribute('data-fallback');
  },
};

export const DecorativeFallback: Story = {
  args: { src: '', alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-fallback]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A logo that is missing or fails shows the investment's initials, never the broken image glyph. */
export const InitialsFallback: Story = {
  args: {
    src: 'data:image/png;base64,not-an-image',
    alt: '',
    fallbackName: 'Global Tech Leaders',
    width: 40,
    height: 40,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-fallback="initials"]')).toHaveTextContent('GT'),
    );
    await expect(canvasElement.querySelector('[data-fallback] svg')).toBeNull();
    // The same look as a real mark: bold white letters at 0.44 of the box on a deep tint.
    const mark = canvasElement.querySelector<HTMLElement>('[data-fallback="initials"]');
    await expect(mark?.style.background).toMatch(/^(hsl|rgb)\(/);
    await expect(mark?.style.fontSize).toBe('18px');
    const letters = mark?.firstElementChild;
    await expect(letters && getComputedStyle(letters).color).toBe('rgb(255, 255, 255)');
  },
};
