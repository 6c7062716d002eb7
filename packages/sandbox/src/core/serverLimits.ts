/**
 * What the API stand-in enforces on requests and sign-ins (project decisions, docs/decisions.md
 * "Hardening"): server limits, not product rules, so they live with the server. The one upload
 * limit a form also checks, `MAX_UPLOAD_BYTES`, is the domain's.
 */
import { MAX_UPLOAD_BYTES } from '@cairn/domain';

/** The largest JSON request body the API reads (64 KiB): every form fits many times over. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** What a multipart form adds around its file: boundaries, part headers and the text fields. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
/** The largest multipart request body the API reads: one upload under 9 MB and its form. */
export const MULTIPART_BODY_MAX_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;
/** Wrong passwords allowed per account, and per client, within the window below. */
export const SIGN_IN_FAILURE_LIMIT = 5;
/** The window the failures are counted in: 15 minutes. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** An access token works this long after sign-in: 12 hours, then the user signs in again. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
