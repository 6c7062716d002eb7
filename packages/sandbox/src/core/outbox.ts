import { z } from 'zod';
import { defineSlice, type World } from './world';

/** A message the sandbox "sent": verification, 2FA and recovery codes. */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  code: string;
  sent_at: string;
}

/** Messages, oldest first. Read at GET /__sandbox/outbox, never under /api. */
export const outboxSlice = defineSlice(
  'outbox',
  () => ({ messages: [] as OutboxMessage[] }),
  z.looseObject({
    messages: z.array(
      z.looseObject({
        to: z.string(),
        channel: z.enum(['sms', 'email']),
        code: z.string(),
        sent_at: z.string(),
      }),
    ),
  }),
);

/** Records a sent code and prints it to the sandbox's own console. */
export function send(world: World, message: Omit<OutboxMessage, 'sent_at'>): OutboxMessage {
  const sent = { ...message, sent_at: world.realNow().toISOString() };
  outboxSlice(world).messages.push(sent);
  world.options.log?.(`[outbox] ${sent.channel} to ${sent.to}: ${sent.code}`);
  return sent;
}
