import { routePath } from '@cairn/domain';
import { privacyPolicy } from './privacyPolicy';
import { termsOfUse } from './termsOfUse';
import type { LegalDocument } from './types';

/** The public legal pages and the documents they show (doc 1 §2.1). */
export const LEGAL_PAGES = {
  terms: { path: routePath('terms'), document: termsOfUse },
  privacy: { path: routePath('privacy'), document: privacyPolicy },
} as const satisfies Record<string, { path: string; document: LegalDocument }>;

export type LegalPageKey = keyof typeof LEGAL_PAGES;
