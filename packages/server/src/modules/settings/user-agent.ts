import Bowser from 'bowser';

export interface Device {
  browser: string;
  version: string;
  platform: string;
  isPhone: boolean;
}

/** Browser, version, operating system and phone-or-not of a User-Agent; blanks when unknown. */
export function describeUserAgent(userAgent: string): Device {
  if (!userAgent.trim()) return { browser: '', version: '', platform: '', isPhone: false };
  try {
    const r = Bowser.parse(userAgent);
    return {
      browser: r.browser.name ?? '',
      version: r.browser.version ?? '',
      platform: r.os.name ?? '',
      isPhone: r.platform.type === 'mobile',
    };
  } catch {
    return { browser: '', version: '', platform: '', isPhone: false };
  }
}
