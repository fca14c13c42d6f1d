import { useOutbox } from './use-outbox';
import { signInNotice } from './messages';
import styles from './sign-in-notice.module.css';

/**
 * For the sign-in screen: how many changes this device still holds, so an organiser whose session
 * ended courtside knows the results wait here and are sent once they sign in. Nothing when none wait.
 */
export function SignInOutboxNotice() {
  const { counts } = useOutbox();
  if (counts.total === 0) return null;
  return (
    <p className={styles.notice} role="status" data-testid="outbox-sign-in-notice">
      {signInNotice(counts.total)}
    </p>
  );
}
