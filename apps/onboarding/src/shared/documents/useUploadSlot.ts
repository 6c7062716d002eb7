import { ApiError, uploadApplicationDocument, useMutation } from '@cairn/api-client';
import { type DocumentType, type UploadSlotState, uploadFailedMessage } from '@cairn/domain';
import { useToaster } from '@cairn/ui';
import { useState } from 'react';

/** One upload slot (doc 1 §3): its state, progress and file name, and the function that uploads. */
export interface UploadSlot {
  readonly state: UploadSlotState;
  readonly progress: number | undefined;
  readonly fileName: string | undefined;
  readonly upload: (file: File) => Promise<boolean>;
  readonly reset: (state?: UploadSlotState) => void;
}

/**
 * Uploads a document of `documentType` (POST /account/application/document), tracking the slot
 * through LOADING, PENDING, then SUCCESS or FAILURE. A failed upload says 'Upload not successful.
 * Please try again.' (doc 1 §8) instead of the generic toast; a 401 still ends the session.
 */
export function useUploadSlot(documentType: DocumentType, initial: UploadSlotState): UploadSlot {
  const { toast } = useToaster();
  const [state, setState] = useState<UploadSlotState>(initial);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  const send = useMutation(uploadApplicationDocument, {
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return false;
      toast({ tone: 'danger', message: uploadFailedMessage });
      return true;
    },
  });
  const upload = async (file: File) => {
    setFileName(file.name);
    setState('LOADING');
    const result = await send.trigger(
      { file, document_type: documentType },
      {
        onProgress: (next) => {
          setState(next.state);
          setProgress(next.percent);
        },
      },
    );
    setState(result.ok ? 'SUCCESS' : 'FAILURE');
    return result.ok;
  };
  const reset = (next: UploadSlotState = 'STANDBY') => {
    setState(next);
    setProgress(undefined);
    setFileName(undefined);
  };
  return { state, progress, fileName, upload, reset };
}
