import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissToast, showToast } from 'shared-contracts/toast';
import { MESSAGES } from 'shared-contracts';
import { useAuth, useConfig } from 'shared-contracts/react';
import { useAdminApi } from '../../../api/useAdminApi';
import { ImageUploadError, uploadImage } from '../api/uploadImage';
import { checkDraft, type DraftField, type ProductDraft } from '../lib/validateProduct';

export type AddPhase = 'idle' | 'uploading' | 'saving';

export type AddOutcome = { outcome: 'added' } | { outcome: 'invalid'; field: DraftField } | { outcome: 'failed' };

export interface UseAddProduct {
  phase: AddPhase;
  /** Upload progress 0-100 while uploading. */
  progress: number;
  /** Why the last upload was refused when the toast alone would not say (signed out, not an admin). */
  uploadProblem: string | null;
  submit: (draft: ProductDraft) => Promise<AddOutcome>;
}

const UPLOAD_TOAST_ID = 'admin-uploading-image';

/**
 * Spec §5/§7/§8: check the draft, upload the image (toast + progress), then POST the product with
 * its secure_url. One submission at a time; an upload in flight is cancelled when the page goes.
 */
export function useAddProduct(): UseAddProduct {
  const api = useAdminApi();
  const { uploadUrl, uploadPreset, apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  const [phase, setPhase] = useState<AddPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const submit = useCallback(
    async (draft: ProductDraft): Promise<AddOutcome> => {
      if (busy.current) return { outcome: 'failed' };
      const check = checkDraft(draft);
      if (!check.ok) {
        showToast('error', check.message);
        return { outcome: 'invalid', field: check.field };
      }
      busy.current = true;
      const controller = new AbortController();
      aborter.current = controller;
      try {
        setPhase('uploading');
        setProgress(0);
        setUploadProblem(null);
        showToast('info', MESSAGES.uploadingImage, { id: UPLOAD_TOAST_ID });
        let imgUrl: string;
        try {
          imgUrl = await uploadImage({
            url: uploadUrl,
            preset: uploadPreset,
            file: check.image,
            onProgress: setProgress,
            signal: controller.signal,
            api: { baseUrl: apiBaseUrl, getIdToken },
          });
        } catch (error) {
          if (controller.signal.aborted) return { outcome: 'failed' };
          const refused = error instanceof ImageUploadError && (error.status === 401 || error.status === 403);
          setUploadProblem(refused ? error.message : null);
          dismissToast(UPLOAD_TOAST_ID);
          showToast('error', MESSAGES.imageUploadFailed);
          return { outcome: 'failed' };
        }
        dismissToast(UPLOAD_TOAST_ID);
        setPhase('saving');
        try {
          await api.createProduct({ ...check.product, imgUrl });
        } catch {
          showToast('error', MESSAGES.productNotAdded);
          return { outcome: 'failed' };
        }
        showToast('success', MESSAGES.productAdded);
        return { outcome: 'added' };
      } finally {
        busy.current = false;
        if (!controller.signal.aborted) setPhase('idle');
      }
    },
    [api, apiBaseUrl, getIdToken, uploadPreset, uploadUrl],
  );

  return { phase, progress, uploadProblem, submit };
}
