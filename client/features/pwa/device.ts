/** Which install steps fit this device (spec interactive-admin-data §2 "Install dialog"). */
export type InstallPlatform = 'ios' | 'android' | 'generic';

interface NavigatorLike {
  userAgent: string;
  maxTouchPoints?: number;
}

export function installPlatform(navigator: NavigatorLike): InstallPlatform {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios';
  // iPadOS Safari asks for desktop sites as a Mac; a "Mac" with a touch screen is an iPad.
  if (/Macintosh/.test(agent) && (navigator.maxTouchPoints ?? 0) > 1) return 'ios';
  if (/Android/.test(agent)) return 'android';
  return 'generic';
}

/** True when the site already runs as the installed app (Android/desktop, or iOS home screen). */
export function runsInstalled(window: Window): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const iosHomeScreen = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return standalone || iosHomeScreen === true;
}

/** Spec guest-site §4: the install dialog stays closed for the session once dismissed. */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';

export function installDismissed(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(): void {
  try {
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Storage refused: the dialog may ask again on the next visit, nothing worse.
  }
}
