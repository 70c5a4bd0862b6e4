/** The GST settings page's state: the stored settings read once, Save (the server's field problems kept for the form). */
import { useCallback, useState } from 'react';
import { ApiError, type FieldErrors } from 'shared-contracts';
import type { GstSettings, GstSettingsProblems } from 'shared-contracts/gst';
import { showToast } from 'shared-contracts/toast';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource } from '../../../hooks/useResource';

export const GST_SETTINGS_TEXT = {
  saved: 'GST settings saved. New orders are taxed and invoiced with them.',
  refused: 'Nothing was saved: correct the fields marked below.',
} as const;

export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'error'; message: string };

const fieldProblemsOf = (error: unknown): FieldErrors<GstSettings> | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (error.body as Partial<GstSettingsProblems> | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : null;
};

export function useGstSettings() {
  const api = useAdminApi();
  const { state, reload, update } = useResource(['gst-settings'], api.gstSettings, { editing: true });
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [serverErrors, setServerErrors] = useState<FieldErrors<GstSettings>>({});

  const submit = useCallback(
    async (settings: GstSettings) => {
      setSave({ status: 'saving' });
      setServerErrors({});
      try {
        const stored = await api.saveGstSettings(settings);
        update(() => stored);
        setSave({ status: 'idle' });
        showToast('success', GST_SETTINGS_TEXT.saved);
      } catch (error) {
        const problems = fieldProblemsOf(error);
        if (problems) setServerErrors(problems);
        setSave({
          status: 'error',
          message: problems ? GST_SETTINGS_TEXT.refused : error instanceof Error ? error.message : 'Not saved.',
        });
      }
    },
    [api, update],
  );

  return { state, reload, save, serverErrors, submit };
}
