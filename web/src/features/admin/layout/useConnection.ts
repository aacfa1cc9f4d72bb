import { useEffect, useState } from 'react';
import type { ConnectionStatus } from '@shared/transport';
import { usePlatform } from '@/lib/platform';

/** The desktop's connection status; always null on the web, which has no offline cache. */
export function useConnection(): ConnectionStatus | null {
  const platform = usePlatform();
  const [status, setStatus] = useState<ConnectionStatus | null>(null);
  useEffect(() => platform.connection?.subscribe(setStatus), [platform]);
  return status;
}
