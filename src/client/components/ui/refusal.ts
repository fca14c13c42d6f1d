import styles from './refusal.module.css';

/**
 * The class of a refusal notice (the red box), with a place's own class beside it, e.g.
 * `<p className={refusalClassName(styles.problem)} role="alert">`. The one refusal look of the app.
 */
export const refusalClassName = (extra?: string): string => (extra ? `${styles.refusal} ${extra}` : styles.refusal!);
