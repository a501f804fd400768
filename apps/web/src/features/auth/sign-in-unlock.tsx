import { Alert } from '@mantine/core';
import { SIGN_IN_UNLOCK_INVALID_TEXT, SIGN_IN_UNLOCKED_TEXT } from '@portal/domain';
import { useEffect, useState } from 'react';
import { unlockSignIn } from './api/sign-in-unlock';

/** The token of an unlock link (/login#unlock=…): in the fragment, so it never reaches a server log. */
function unlockToken(): string | null {
  const match = /^#unlock=([\w-]+)$/.exec(window.location.hash);
  return match ? match[1]! : null;
}

/** On /login#unlock=…: lifts the account's sign-in wait and says whether it worked. */
export function SignInUnlock() {
  const [result, setResult] = useState<'unlocked' | 'invalid' | null>(null);
  useEffect(() => {
    const token = unlockToken();
    if (!token) return;
    // The token is used up: drop it from the address bar and the history.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    unlockSignIn(token).then(
      () => setResult('unlocked'),
      () => setResult('invalid'),
    );
  }, []);
  if (!result) return null;
  return result === 'unlocked' ? (
    <Alert color="green" role="status">
      {SIGN_IN_UNLOCKED_TEXT}
    </Alert>
  ) : (
    <Alert color="red" role="alert">
      {SIGN_IN_UNLOCK_INVALID_TEXT}
    </Alert>
  );
}
