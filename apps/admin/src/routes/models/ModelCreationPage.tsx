import { useAdminModel, useModelCreateOptions } from '@cairn/api-client';
import { Inline, LinkButton, Select } from '@cairn/ui';
import { useLocation, useParams } from 'wouter';
import { ADMIN_ROUTES, modelEditPath } from '../../shared/paths';
import { ToolPage } from '../../shared/tool/ToolPage';
import { modelsTexts } from './copy';
import { ModelForm } from './ModelForm';

const texts = modelsTexts.open;

/** Opens an existing model by name (the options' model_id_mapping). */
function OpenModel({
  modelId,
  mapping,
}: {
  modelId: string | null;
  mapping: Readonly<Record<string, string>>;
}) {
  const [, navigate] = useLocation();
  return (
    <Select
      aria-label={texts.open}
      placeholder={texts.openPlaceholder}
      options={Object.entries(mapping).map(([name, id]) => ({ id: String(id), label: name }))}
      value={modelId}
      onChange={(id) => {
        if (id !== null) navigate(modelEditPath(String(id)));
      }}
    />
  );
}

/**
 * /admin/model-creation and /admin/model-creation/{modelId} (doc 3 §2): the Model Creation Tool, new
 * or editing. An existing model can be opened by name from the header.
 */
export function ModelCreationPage() {
  const { modelId = null } = useParams<{ modelId?: string }>();
  const options = useModelCreateOptions();
  const model = useAdminModel(modelId);
  return (
    <ToolPage
      tool="modelCreation"
      options={options}
      item={modelId === null ? null : model}
      nameOf={(existing) => existing.model.name}
      actions={
        <Inline space="12" alignY="center" wrap={false}>
          {options.data === undefined ? null : (
            <OpenModel modelId={modelId} mapping={options.data.model_id_mapping} />
          )}
          {modelId === null ? null : (
            <LinkButton href={ADMIN_ROUTES.modelCreation} variant="secondary">
              {modelsTexts.modelCreation.newLink}
            </LinkButton>
          )}
        </Inline>
      }
    >
      {(createOptions, existing) => (
        <ModelForm key={existing?.id ?? 'new'} options={createOptions} model={existing} />
      )}
    </ToolPage>
  );
}
