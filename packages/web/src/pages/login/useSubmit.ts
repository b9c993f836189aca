import { useCallback, useState } from 'react';

/** A form's submit state: busy while it runs, and the error it ended with (shown as the form's banner). */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (submit: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await submit();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }, []);
  return { error, busy, run };
}
