import { describe, expect, it } from 'vitest';
import './zodJitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('switches zod to jitless through the configuration zod reads (no eval probe under a strict CSP)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
