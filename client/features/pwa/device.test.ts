import { describe, expect, it } from 'vitest';
import { installPlatform, runsInstalled } from './device';
import { IPHONE_SAFARI } from '../../test/user-agents';

const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('which install steps a device gets', () => {
  it('gives iPhones the Share → Add to Home Screen steps', () => {
    expect(installPlatform({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe('ios');
  });

  it('knows an iPad asking for the desktop site by its touch screen, and a Mac by its lack of one', () => {
    expect(installPlatform({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5 })).toBe('ios');
    expect(installPlatform({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0 })).toBe('generic');
  });

  it('gives Android its own steps and everything else the generic ones', () => {
    expect(installPlatform({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe('android');
    expect(installPlatform({ userAgent: WINDOWS_FIREFOX })).toBe('generic');
  });
});

describe('whether the site already runs as the installed app', () => {
  const fakeWindow = (standaloneDisplay: boolean, iosStandalone?: boolean) =>
    ({
      matchMedia: (query: string) => ({
        matches: standaloneDisplay && query === '(display-mode: standalone)',
      }),
      navigator: { standalone: iosStandalone },
    }) as unknown as Window;

  it('is installed in standalone display mode or from an iOS home screen', () => {
    expect(runsInstalled(fakeWindow(true))).toBe(true);
    expect(runsInstalled(fakeWindow(false, true))).toBe(true);
  });

  it('is not installed in a browser tab', () => {
    expect(runsInstalled(fakeWindow(false))).toBe(false);
    expect(runsInstalled(fakeWindow(false, false))).toBe(false);
  });
});
