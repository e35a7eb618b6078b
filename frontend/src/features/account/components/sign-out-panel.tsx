import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import styles from './sign-out-panel.module.css';

/** Ends the session on this device; the caller decides where the visitor goes next. */
export function SignOutPanel({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Card variant="sand" padding="lg" className={styles.card}>
      <h2 className={styles.title}>Sign Out</h2>
      <p className={styles.text}>Finished for now? Signing out removes your session from this browser.</p>
      <Button
        variant="secondary"
        fullWidth
        disabled={signingOut}
        busy={signingOut}
        onClick={async () => {
          setSigningOut(true);
          await onSignOut();
        }}
      >
        {signingOut ? 'Signing Out...' : 'Sign Out'}
      </Button>
    </Card>
  );
}
