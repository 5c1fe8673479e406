import { UAParser } from 'ua-parser-js';

export interface DeviceInWords {
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet';
}

const words = (name?: string, version?: string) => (name ? (version ? `${name} ${version}` : name) : null);

/** « Chrome 131 » on « Windows 10 », a phone or a tablet: what « Mes sessions » says of a session's browser. */
export const deviceOf = (userAgent: string | null): DeviceInWords => {
  if (!userAgent) return { browser: null, os: null, device: 'desktop' };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  return {
    browser: words(browser.name, browser.major),
    os: words(os.name, os.version),
    device: device.type === 'mobile' || device.type === 'tablet' ? device.type : 'desktop',
  };
};
