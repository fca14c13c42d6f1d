import { t } from '@/client/i18n/i18n';
import styles from './your-result.module.css';

/**
 * The organiser's refused result, under the server's on a match card (Results and Tonight), until
 * they retry, edit or discard it (shownResult's `yours`).
 */
export function YourResult({ result }: { result: string }) {
  return <p className={styles.yours}>{t('admin.results.yours', { result })}</p>;
}
