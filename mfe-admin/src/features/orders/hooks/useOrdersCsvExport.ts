import { useCallback, useState } from 'react';
import { useAuth, useConfig } from 'shared-contracts/react';
import { downloadOrdersCsv } from '../api/downloadOrdersCsv';

export type CsvExportState = { status: 'idle' } | { status: 'running' } | { status: 'error'; message: string };

/** Downloads the orders of a date range as CSV, with the admin's token. */
export function useOrdersCsvExport() {
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const run = useCallback(
    async (from: string, to: string) => {
      setState({ status: 'running' });
      try {
        await downloadOrdersCsv({ baseUrl: apiBaseUrl, token: await getIdToken(), from, to });
        setState({ status: 'idle' });
      } catch (error) {
        setState({ status: 'error', message: error instanceof Error ? error.message : 'The export failed.' });
      }
    },
    [apiBaseUrl, getIdToken],
  );
  return { state, run };
}
