/**
 * Security headers sent with every response of the gateway, and mirrored by the example nginx
 * config (a test keeps the two in step). Scripts and styles come only from the origin: no
 * 'unsafe-inline', no 'unsafe-eval'. Framing is refused.
 *
 * react-aria's usePress injects one fixed <style> element (touch-action for pressable elements,
 * a Safari scroll fix). Its content never varies, so it is allowed by hash rather than opening
 * style-src to 'unsafe-inline'. If a react-aria upgrade changes it, Chromium logs a CSP violation
 * and the end-to-end console check fails, naming the new hash.
 */
export const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${REACT_ARIA_PRESS_STYLE_HASH}`,
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  // Violations are reported to the gateway, which counts and logs them: `report-to` for browsers
  // with the Reporting API (the endpoint is named by Reporting-Endpoints), `report-uri` for the rest.
  'report-uri /csp-report',
  'report-to csp',
].join('; ');

/** Header name → value, for every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Reporting-Endpoints': 'csp="/csp-report"',
};
