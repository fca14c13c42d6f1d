import styles from './spinner.module.css';

/** A spinning ball; decorative, so the text next to it carries the meaning. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}
