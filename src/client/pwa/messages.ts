/** Texts of the installable app and its offline notices (one module, so tests import the same constants). */
export const PWA_TEXT = {
  offlinePrefix: 'Offline – showing data from',
  offlineNoData: 'Offline – showing saved data',
  notAvailableTitle: 'Not available offline',
  notAvailableBody: "This page hasn't been opened on this device yet. It will load when you are back online.",
  updateReady: 'A new version is ready',
  reload: 'Reload',
  install: 'Install app',
  installHint: 'Install Bandeja for quick access, even without signal.',
  notNow: 'Not now',
} as const;

/** 1732212300000 → "21.11.2026. 18:05" (the house date format of SPEC.md, with the time). */
export function formatDataTime(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}. ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export const offlineNoticeText = (updatedAt: number): string => `${PWA_TEXT.offlinePrefix} ${formatDataTime(updatedAt)}`;
