import { uploadApplicationDocument } from '@cairn/api-client';
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
 * through LOADING, PENDING, then SUCCESS or FAILURE ('Upload not successful. Please try again.').
 */
export function useUploadSlot(documentType: DocumentType, initial: UploadSlotState): UploadSlot {
  const { toast } = useToaster();
  const [state, setState] = useState<UploadSlotState>(initial);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  const upload = async (file: File) => {
    setFileName(file.name);
    setState('LOADING');
    try {
      await uploadApplicationDocument(
        { file, document_type: documentType },
        {
          onProgress: (next) => {
            setState(next.state);
            setProgress(next.percent);
          },
        },
      );
      setState('SUCCESS');
      return true;
    } catch {
      setState('FAILURE');
      toast({ tone: 'danger', message: uploadFailedMessage });
      return false;
    }
  };
  const reset = (next: UploadSlotState = 'STANDBY') => {
    setState(next);
    setProgress(undefined);
    setFileName(undefined);
  };
  return { state, progress, fileName, upload, reset };
}
