import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissToast, showToast } from 'shared-contracts/toast';
import { MESSAGES } from 'shared-contracts';
import { useAuth, useConfig } from 'shared-contracts/react';
import { ImageUploadError, uploadImage } from '../api/uploadImage';
import {
  checkDraft,
  type CheckedFields,
  type DraftField,
  type DraftPicture,
  type ProductDraft,
} from '../lib/validateProduct';

export type SubmitPhase = 'idle' | 'uploading' | 'saving';

export type SubmitOutcome = { outcome: 'saved' } | { outcome: 'invalid'; field: DraftField } | { outcome: 'failed' };

/** What the form's product becomes once checked and its pictures uploaded: `imgUrl` is the first of `images`. */
export type CheckedProduct = CheckedFields & { imgUrl: string; images: string[] };

/** Saves a checked product (add: POST, edit: PATCH); says whether it was saved, and why not when the form should show it. */
export type SaveProduct = (product: CheckedProduct) => Promise<{ saved: true } | { saved: false; problem?: string }>;

export interface ProductSubmission {
  phase: SubmitPhase;
  /** Upload progress 0-100 while uploading, of all the new pictures together. */
  progress: number;
  /** Why the last submission failed, when a toast alone would not say (upload refused, the server's reason). */
  problem: string | null;
  submit: (draft: ProductDraft) => Promise<SubmitOutcome>;
}

const UPLOAD_TOAST_ID = 'admin-uploading-image';

/**
 * One way to submit the product form, adding or editing (spec §5/§7/§8): check the draft, upload the
 * newly chosen pictures one after another (toast + progress), then `save` with the gallery in order,
 * each new picture as its secure_url. One submission at a time; an upload in flight is cancelled when the page goes.
 */
export function useProductSubmit(save: SaveProduct): ProductSubmission {
  const { uploadUrl, uploadPreset, apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  /** The gallery's URLs, the new files uploaded in order; null when an upload failed. */
  const upload = useCallback(
    async (pictures: readonly DraftPicture[], signal: AbortSignal): Promise<string[] | null> => {
      const files = pictures.filter((picture) => 'file' in picture).length;
      if (files === 0) return pictures.map((picture) => ('url' in picture ? picture.url : ''));
      setPhase('uploading');
      setProgress(0);
      showToast('info', MESSAGES.uploadingImage, { id: UPLOAD_TOAST_ID });
      try {
        const urls: string[] = [];
        let done = 0;
        for (const picture of pictures) {
          if ('url' in picture) {
            urls.push(picture.url);
            continue;
          }
          urls.push(
            await uploadImage({
              url: uploadUrl,
              preset: uploadPreset,
              file: picture.file,
              onProgress: (percent) => setProgress(Math.round((done * 100 + percent) / files)),
              signal,
              api: { baseUrl: apiBaseUrl, getIdToken },
            }),
          );
          done += 1;
        }
        return urls;
      } catch (error) {
        if (signal.aborted) return null;
        const refused = error instanceof ImageUploadError && (error.status === 401 || error.status === 403);
        setProblem(refused ? error.message : null);
        showToast('error', MESSAGES.imageUploadFailed);
        return null;
      } finally {
        dismissToast(UPLOAD_TOAST_ID);
      }
    },
    [apiBaseUrl, getIdToken, uploadPreset, uploadUrl],
  );

  const submit = useCallback(
    async (draft: ProductDraft): Promise<SubmitOutcome> => {
      if (busy.current) return { outcome: 'failed' };
      const check = checkDraft(draft);
      if (!check.ok) {
        showToast('error', check.message);
        return { outcome: 'invalid', field: check.field };
      }
      busy.current = true;
      const controller = new AbortController();
      aborter.current = controller;
      setProblem(null);
      try {
        const images = await upload(check.pictures, controller.signal);
        const imgUrl = images?.[0];
        if (!images || !imgUrl) return { outcome: 'failed' };
        setPhase('saving');
        const result = await save({ ...check.product, imgUrl, images });
        if (!result.saved) {
          if (!controller.signal.aborted) setProblem(result.problem ?? null);
          return { outcome: 'failed' };
        }
        return { outcome: 'saved' };
      } finally {
        busy.current = false;
        if (!controller.signal.aborted) setPhase('idle');
      }
    },
    [save, upload],
  );

  return { phase, progress, problem, submit };
}
