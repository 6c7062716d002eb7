import { useAdminModel, useModelCreateOptions } from '@cairn/api-client';
import { Select } from '@cairn/ui';
import { useLocation, useParams } from 'wouter';
import { LoadState } from '../features/LoadState';
import { ModelForm } from '../features/model-tool/ModelForm';
import { modelEditPath } from '../routes';
import { adminTexts } from '../texts';
import { lead, narrow, title } from './page.css';

const texts = {
  newModel: 'A new model.',
  editing: (name: string) => `Editing ${name}.`,
  open: 'Open a model',
  openPlaceholder: 'Select a model to edit',
} as const;

/**
 * /admin/model-creation and /admin/model-creation/{modelId} (doc 3 §2): the Model Creation Tool, new
 * or editing. An existing model can be opened by name (the options' model_id_mapping).
 */
export function ModelCreationPage() {
  const { modelId = null } = useParams<{ modelId?: string }>();
  const [, navigate] = useLocation();
  const options = useModelCreateOptions();
  const model = useAdminModel(modelId);
  const loaded = modelId === null ? null : model.data;
  return (
    <>
      <h1 className={title}>{adminTexts.titles.modelCreation}</h1>
      <LoadState data={options.data} error={options.error} retry={() => void options.mutate()}>
        {(createOptions) => (
          <>
            <div className={narrow}>
              <Select
                label={texts.open}
                placeholder={texts.openPlaceholder}
                options={Object.entries(createOptions.model_id_mapping).map(([name, id]) => ({
                  id,
                  label: name,
                }))}
                value={modelId}
                onChange={(id) => {
                  if (id !== null) navigate(modelEditPath(String(id)));
                }}
              />
            </div>
            {modelId === null ? (
              <>
                <p className={lead}>{texts.newModel}</p>
                <ModelForm key="new" options={createOptions} model={null} />
              </>
            ) : (
              <LoadState data={loaded ?? undefined} error={model.error} retry={() => void model.mutate()}>
                {(existing) => (
                  <>
                    <p className={lead}>{texts.editing(existing.model.name)}</p>
                    <ModelForm key={existing.id} options={createOptions} model={existing} />
                  </>
                )}
              </LoadState>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
