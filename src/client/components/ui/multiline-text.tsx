import styles from './multiline-text.module.css';

/** Text typed by an admin with its line breaks kept (CSS pre-line); never parsed as HTML. */
export function MultilineText({ text, className }: { text: string; className?: string }) {
  return <div className={[styles.multiline, className].filter(Boolean).join(' ')}>{text}</div>;
}
