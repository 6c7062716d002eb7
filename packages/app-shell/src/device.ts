/**
 * Mobile detection for the desktop-only page (doc 1 §1, doc 3 §2; spec README decision "Mobile
 * detection").
 */

// MDN's advice is to look for "Mobi"; the other tokens catch tablets and older phones whose UA
// lacks it. An iPad that reports a desktop Safari UA is treated as a desktop, as it asks to be.
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** What the browser says about itself. */
export interface UserAgentInfo {
  /** `navigator.userAgentData.mobile` where User-Agent Client Hints exist. */
  readonly uaDataMobile?: boolean | undefined;
  /** `navigator.userAgent`. */
  readonly userAgent: string;
}

/**
 * Whether the browser is a mobile device, which shows the desktop-only page: the User-Agent Client
 * Hints `mobile` flag when the browser provides it, else the user-agent string (spec README).
 */
export function isMobileUserAgent(info: UserAgentInfo): boolean {
  return info.uaDataMobile ?? MOBILE_USER_AGENT.test(info.userAgent);
}
