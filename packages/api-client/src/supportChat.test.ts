import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from './http/client';
import { createSession, memoryStorage } from './session';
import {
  noSupportChat,
  type SupportChatIdentity,
  setSupportChat,
  startSupportChat,
  supportChatIdentity,
} from './supportChat';
import type { UserProfile } from './user/schema';

const profile = {
  user: { first_name: 'Ada', middle_name: null, last_name: 'Lovelace', email: 'ada@cairn.example' },
  cognito_user: { sub: 'user-ada' },
  user_verification_token: 'verify-123',
} as unknown as UserProfile;

function recorder() {
  const events: string[] = [];
  setSupportChat({
    start: (identity: SupportChatIdentity) => events.push(`start ${identity.userId} ${identity.name}`),
    shutdown: () => events.push('shutdown'),
  });
  return events;
}

afterEach(() => setSupportChat(noSupportChat));

describe('the support-chat widget (pluggable, doc 1 §4 and §7)', () => {
  it('is started with the identity details and verification token, never anything secret', () => {
    expect(supportChatIdentity(profile)).toEqual({
      userId: 'user-ada',
      email: 'ada@cairn.example',
      name: 'Ada Lovelace',
      verificationToken: 'verify-123',
    });
  });

  it('starts once per page and shuts down when the session ends', () => {
    const session = createSession(memoryStorage());
    session.setToken('t');
    configureApiClient({ session, baseUrl: 'http://api.test/api' });
    const events = recorder();
    startSupportChat(profile);
    startSupportChat(profile);
    expect(events).toEqual(['start user-ada Ada Lovelace']);
    session.end('user');
    expect(events).toEqual(['start user-ada Ada Lovelace', 'shutdown']);
    session.setToken('t2');
    startSupportChat(profile);
    expect(events.at(-1)).toBe('start user-ada Ada Lovelace');
  });
});
