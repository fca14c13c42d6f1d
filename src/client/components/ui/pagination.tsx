import { Button } from './button';
import styles from './pagination.module.css';
import { t } from '@/client/i18n/i18n';

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous / "Page 2 of 5" / Next; each button is disabled at its end. */
export function Pagination({
  page,
  pages,
  onChange,
  label = t('ui.pagination'),
  previousLabel = t('ui.previousPage'),
  nextLabel = t('ui.nextPage'),
}: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button variant="secondary" className={styles.previous} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {previousLabel}
      </Button>
      <p className={`${styles.status} num`} aria-current="page">
        {t('ui.pageOf', { page, pages })}
      </p>
      <Button variant="secondary" className={styles.next} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {nextLabel}
        <span aria-hidden="true"> ›</span>
      </Button>
    </nav>
  );
}
