import type { Context } from 'hono';
import { mediaTypeOf } from './core/limits';

/** Where browsers send CSP violation reports (the CSP's `report-uri`, and `report-to csp`). */
export const CSP_REPORT_PATH = '/csp-report';

/** One violation, from either report format. */
export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly document: string;
  readonly source: string;
}

/**
 * The distinct violations that arrived (a violation is its document, directive and blocked URI: a
 * page that repeats one is counted once), the latest few, and how many new ones were dropped once
 * the log was full.
 */
export interface CspReportSummary {
  readonly count: number;
  readonly recent: readonly CspViolation[];
  readonly dropped: number;
}

const RECENT = 20;
/** At most this many distinct violations are counted and logged (anyone may post a report). */
export const CSP_DISTINCT_MAX = 100;
/** The largest report body read: one browser report is a few hundred bytes. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

type Fields = Record<string, unknown>;

/** A report field as one safe log word: anyone may post a report, so no line breaks and no floods. */
const text = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const printable = [...String(value)].map((character) =>
    (character.codePointAt(0) ?? 0) < 0x20 ? ' ' : character,
  );
  return printable.join('').slice(0, 300);
};

/** A violation from a `report-uri` body (`{"csp-report": {...}}`, kebab-case names). */
function fromReportUri(report: Fields): CspViolation {
  const line = text(report['line-number']);
  return {
    directive: text(report['effective-directive'] ?? report['violated-directive']),
    blocked: text(report['blocked-uri']),
    document: text(report['document-uri']),
    source: text(report['source-file']) + (line ? `:${line}` : ''),
  };
}

/** A violation from a Reporting API body (`[{type: 'csp-violation', body: {...}}]`, camelCase names). */
function fromReportingApi(body: Fields): CspViolation {
  const line = text(body.lineNumber);
  return {
    directive: text(body.effectiveDirective),
    blocked: text(body.blockedURL),
    document: text(body.documentURL),
    source: text(body.sourceFile) + (line ? `:${line}` : ''),
  };
}

/** The violations in a report body, or `null` when it is not a CSP report. */
export function violationsIn(payload: unknown): CspViolation[] | null {
  if (Array.isArray(payload)) {
    return payload
      .filter((report): report is Fields => typeof report === 'object' && report !== null)
      .filter((report) => report.type === 'csp-violation' && typeof report.body === 'object' && report.body)
      .map((report) => fromReportingApi(report.body as Fields));
  }
  if (typeof payload === 'object' && payload !== null) {
    const report = (payload as Fields)['csp-report'];
    if (typeof report === 'object' && report !== null) return [fromReportUri(report as Fields)];
  }
  return null;
}

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * The gateway's CSP report endpoint: every distinct violation (document, directive, blocked URI)
 * is counted and logged once on one line (`[csp] script-src blocked eval on http://.../login
 * (http://.../main.js:1)`), so a policy that breaks a page shows in the server's output while one
 * anonymous post of hundreds of copies counts one. At most {@link CSP_DISTINCT_MAX} distinct
 * violations are kept; later new ones are only counted as dropped. `summary` answers the count,
 * the latest ones and the dropped.
 */
export function createCspReports(log: (line: string) => void) {
  const seen = new Set<string>();
  let dropped = 0;
  const recent: CspViolation[] = [];
  return {
    receive: async (c: Context) => {
      const type = mediaTypeOf(c.req.raw);
      if (!REPORT_TYPES.includes(type)) {
        return c.json(
          { code: 'UNSUPPORTED_MEDIA_TYPE', message: `Send CSP reports as ${REPORT_TYPES.join(' or ')}` },
          415,
        );
      }
      let violations: CspViolation[] | null;
      try {
        violations = violationsIn(JSON.parse(await c.req.text()));
      } catch {
        violations = null;
      }
      if (violations === null)
        return c.json({ code: 'BAD_REQUEST', message: 'The body is not a CSP report' }, 400);
      for (const violation of violations) {
        const key = JSON.stringify([violation.document, violation.directive, violation.blocked]);
        if (seen.has(key)) continue;
        if (seen.size >= CSP_DISTINCT_MAX) {
          dropped += 1;
          continue;
        }
        seen.add(key);
        recent.push(violation);
        if (recent.length > RECENT) recent.shift();
        log(
          `[csp] ${violation.directive || 'unknown directive'} blocked ${violation.blocked || 'inline'} on ${violation.document}${violation.source ? ` (${violation.source})` : ''}`,
        );
      }
      return c.body(null, 204);
    },
    summary: (c: Context) => c.json({ count: seen.size, recent, dropped } satisfies CspReportSummary),
  };
}
