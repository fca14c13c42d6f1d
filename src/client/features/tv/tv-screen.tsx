import { useEffect, useState, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { QrCode } from '@/client/components/ui/qr-code';
import { useDocumentTitle } from '@/client/components/layout/document-title';
import { formatClock } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { now } from '@/client/lib/clock';
import { localIsoDate } from '@/shared/domain/format';
import { dataAgeMinutes, selectPanels, type TvMatch, type TvPanel } from './tv-panels';
import { PANEL_TITLES, PanelView, ResultCard } from './tv-panel-views';
import { PANEL_MS, useRotation } from './use-rotation';
import { useResultFlash } from './use-result-flash';
import { useTvData } from './use-tv-data';
import { useTvNights } from './use-tv-nights';
import { useWakeLock } from './use-wake-lock';
import styles from './tv-screen.module.css';

/** How often the clock, the data's age and the panels' "now" move on. */
const TICK_MS = 10_000;

function useNow(tickMs = TICK_MS): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return time;
}

/**
 * Offline as TanStack Query sees it (it follows the browser's online and offline events, and the
 * app's start sets it from navigator.onLine): the reads pause exactly while this says offline.
 */
const useOffline = (): boolean =>
  !useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );

/** The club's public page, as the QR code opens it (routes/club.tsx). */
export const clubPageUrl = (origin: string, clubId: number): string => `${origin}/club?id=${clubId}`;

/**
 * The club's TV screen (/tv?clubId=…&lang=…, docs/tv.md): the panels rotate on their own, a result
 * entered anywhere flashes in at the next read, the screen stays awake, and without Wi-Fi the kept
 * data stays on with its age. Nothing on it needs a touch.
 */
export function TvScreen({ clubId }: { clubId: number }) {
  useWakeLock();
  const time = useNow();
  const today = localIsoDate(new Date(time));
  const data = useTvData(clubId, today);
  const nights = useTvNights(clubId, today);
  const offline = useOffline();
  const panels = selectPanels({ leagues: data.leagues, nights: nights.nights }, time);
  const flashing = useResultFlash(data.leagues.matches, !data.loading);
  useDocumentTitle(data.clubName ? t('tv.documentTitle', { club: data.clubName }) : undefined);

  const updatedAt = Math.min(...[data.updatedAt, nights.updatedAt].filter((at) => at > 0), Infinity);
  const age = dataAgeMinutes(Number.isFinite(updatedAt) ? updatedAt : 0, time, offline);
  return (
    <div className={styles.screen} data-testid="tv-screen">
      <header className={styles.top}>
        <p className={styles.club}>{data.clubName ?? ''}</p>
        <p className={styles.clock}>{formatClock(time)}</p>
      </header>
      <main className={styles.stage}>
        {data.missing ? (
          <p className={styles.message}>{t('tv.missing')}</p>
        ) : offline && data.updatedAt === 0 ? (
          // Never opened on this device before the Wi-Fi dropped: it loads when the Wi-Fi is back.
          <p className={styles.message}>{t('pwa.notAvailableTitle')}</p>
        ) : data.loading && panels.length === 0 ? (
          <p className={styles.message}>{t('tv.loading')}</p>
        ) : panels.length === 0 ? (
          <p className={styles.message}>{t('tv.noMatchesToday')}</p>
        ) : (
          <Rotation panels={panels} />
        )}
        {flashing.length > 0 ? <ResultFlash matches={flashing} /> : null}
      </main>
      <aside className={styles.rail}>
        {age !== null ? (
          <p className={styles.age} role="status" data-testid="tv-data-age">
            {offline ? <span className={styles.offline}>{t('tv.offline')}</span> : null}
            <span>{ageText(age)}</span>
          </p>
        ) : null}
        <figure className={styles.qr}>
          <QrCode
            url={clubPageUrl(window.location.origin, clubId)}
            label={t('tv.qrLabel', { club: data.clubName ?? '' })}
            className={styles.qrCode}
            testId="tv-qr"
          />
          <figcaption className={styles.qrCaption}>{t('tv.scan')}</figcaption>
        </figure>
      </aside>
    </div>
  );
}

const ageText = (minutes: number): string =>
  minutes >= 120 ? t('tv.dataAgeHours', { hours: Math.floor(minutes / 60) }) : t('tv.dataAge', { minutes });

/** The panel on screen, its title, and how long it stays (the bar) among how many (the dots). */
export function Rotation({ panels, panelMs = PANEL_MS }: { panels: TvPanel[]; panelMs?: number }) {
  const { index, turn } = useRotation(panels.length, panelMs);
  const panel = panels[index]!;
  return (
    <section className={styles.panel} aria-labelledby="tv-panel-title" data-testid="tv-panel" data-kind={panel.kind} data-turn={turn}>
      <h1 id="tv-panel-title" className={styles.panelTitle}>
        {t(PANEL_TITLES[panel.kind])}
      </h1>
      <div className={styles.panelBody}>
        <PanelView panel={panel} />
      </div>
      <div className={styles.progress} aria-hidden="true">
        <ol className={styles.dots}>
          {panels.map((item, position) => (
            <li key={item.key} className={styles.dot} data-current={position === index || undefined} />
          ))}
        </ol>
        {panels.length > 1 ? (
          <div className={styles.bar}>
            <div key={turn} className={styles.barFill} style={{ animationDuration: `${panelMs}ms` }} data-testid="tv-progress" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ResultFlash({ matches }: { matches: TvMatch[] }) {
  return (
    <div className={styles.flash} role="status" data-testid="tv-flash">
      <p className={styles.flashLabel}>{t('tv.newResult')}</p>
      <ul className={styles.flashCards}>
        {matches.slice(0, 2).map((item) => (
          <li key={item.match.id}>
            <ResultCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
