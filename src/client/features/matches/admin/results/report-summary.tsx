import { formatSetScores } from '@/shared/domain/set-scores';
import type { Match, MatchReport } from '@/shared/schemas/match';
import { Button } from '@/client/components/ui/button';
import { formatInstant } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import styles from './report-summary.module.css';

interface ReportSummaryProps {
  match: Match;
  report: MatchReport;
  /** Accept the reported score: an ordinary result write, which closes the report on the server. */
  onAccept?: () => void;
  /** Enter the organiser's own result instead (the Edit dialog). */
  onEnterOwn?: () => void;
  busy?: boolean;
}

/**
 * A match's open report from the court, as the organiser weighs it: "Reported" or "Disputed", the
 * reported score and who sent it, the opponents' score and reason when they disputed it, and the
 * two ways to close it (accept it, or enter their own, which always wins).
 */
export function ReportSummary({ match, report, onAccept, onEnterOwn, busy = false }: ReportSummaryProps) {
  const title = `${match.team1Name} vs ${match.team2Name}`;
  const disputed = report.status === 'disputed';
  return (
    <section className={disputed ? `${styles.report} ${styles.disputed}` : styles.report} aria-label={t('admin.report.label')} data-testid="match-report">
      <p className={styles.head}>
        <span className={styles.badge} data-status={report.status}>
          {disputed ? t('admin.report.disputed') : t('admin.report.reported')}
        </span>
      </p>
      <p className={styles.score}>{t('admin.report.by', { name: report.reportedBy.name, score: formatSetScores(report.team1Results, report.team2Results) })}</p>
      {report.counter ? (
        <p className={styles.score}>{t('admin.report.counter', { score: formatSetScores(report.counter.team1Results, report.counter.team2Results) })}</p>
      ) : null}
      {report.reason ? <p className={styles.reason}>{t('admin.report.reason', { reason: report.reason })}</p> : null}
      {!disputed && report.confirmsAt ? <p className={styles.note}>{t('admin.report.confirmsAt', { time: formatInstant(Date.parse(report.confirmsAt)) })}</p> : null}
      {onAccept || onEnterOwn ? (
        <div className={styles.actions}>
          {onAccept ? (
            <Button size="sm" aria-label={t('admin.report.acceptOf', { match: title })} disabled={busy} aria-busy={busy || undefined} onClick={onAccept}>
              {t('admin.report.accept')}
            </Button>
          ) : null}
          {onEnterOwn ? (
            <Button size="sm" variant="secondary" aria-label={t('admin.report.enterOwnOf', { match: title })} onClick={onEnterOwn}>
              {t('admin.report.enterOwn')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {onAccept ? <p className={styles.note}>{t('admin.report.hint')}</p> : null}
    </section>
  );
}
