import styles from './team-name.module.css';
/**
 * A team's name, with the short form ("J. Smith / A. Jones") swapped in on small screens by a CSS
 * media query, so the page never re-renders on resize and both forms reach the HTML.
 */
export function TeamName({
  name,
  shortName,
  className,
}: {
  name: string;
  shortName?: string | null;
  className?: string;
}) {
  const short = shortName?.trim() || name;
  return (
    <span className={[styles.name, className].filter(Boolean).join(' ')}>
      <span className={styles.full}>{name}</span>
      <span className={styles.short}>{short}</span>
    </span>
  );
}
