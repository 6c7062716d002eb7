import { fullLegalNameOf } from '@cairn/domain';
import { apiClient } from './http/client';
import type { UserProfile } from './user/schema';

/** Who the support-chat widget is talking to (doc 1 §7): identity details and the verification token. */
export interface SupportChatIdentity {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  /** The profile's `user_verification_token`, which proves the identity to the chat vendor. */
  readonly verificationToken: string;
}

/**
 * The support-chat widget, pluggable (spec README decision): a deployment installs its vendor with
 * {@link setSupportChat}; by default nothing is shown. No SSN, tax id or password ever reaches it.
 */
export interface SupportChat {
  start(identity: SupportChatIdentity): void;
  shutdown(): void;
}

/** The default widget: none. */
export const noSupportChat: SupportChat = { start() {}, shutdown() {} };

let current: SupportChat = noSupportChat;
let started = false;
let stopListening: (() => void) | undefined;

/** Installs the support-chat vendor. */
export function setSupportChat(chat: SupportChat): void {
  current = chat;
}

/** The identity the widget is started with, from the profile (doc 1 §7). */
export function supportChatIdentity(profile: UserProfile): SupportChatIdentity {
  return {
    userId: profile.cognito_user.sub,
    email: profile.user.email,
    name: fullLegalNameOf(profile.user),
    verificationToken: profile.user_verification_token,
  };
}

/**
 * Starts the widget for the signed-in user (once per page), and shuts it down when the session
 * ends: logout, idle logout, a 401 (doc 1 §4 "Logout ... shuts down the support-chat widget").
 */
export function startSupportChat(profile: UserProfile): void {
  if (started) return;
  started = true;
  current.start(supportChatIdentity(profile));
  stopListening?.();
  stopListening = apiClient().session.onEnd(() => {
    stopListening?.();
    stopListening = undefined;
    started = false;
    current.shutdown();
  });
}
