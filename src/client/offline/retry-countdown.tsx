import { useEffect, useState } from 'react';
import { retryCountdown } from './messages';
import styles from './retry-countdown.module.css';

/** "Trying again in 25 s", counting down each second until the backoff timer fires. */
export function RetryCountdown({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  // Each second; a new `at` is shown at the next tick, at most a second late.
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  // Not a live region: a screen reader would read every second. The headline beside it is one.
  return <span className={styles.countdown}>{retryCountdown(at, now)}</span>;
}
