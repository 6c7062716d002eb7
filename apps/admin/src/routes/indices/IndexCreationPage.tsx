import { useAdminIndex, useIndexCreateOptions } from '@cairn/api-client';
import { LinkButton } from '@cairn/ui';
import { useParams } from 'wouter';
import { ADMIN_ROUTES } from '../../shared/paths';
import { ToolPage } from '../../shared/tool/ToolPage';
import { indicesTexts } from './copy';
import { IndexForm } from './IndexForm';

/** /admin/index-creation and /admin/index-creation/{indexId} (doc 3 §2): the Index Creation Tool, new or editing. */
export function IndexCreationPage() {
  const { indexId = null } = useParams<{ indexId?: string }>();
  const options = useIndexCreateOptions();
  const index = useAdminIndex(indexId);
  return (
    <ToolPage
      tool="indexCreation"
      options={options}
      item={indexId === null ? null : index}
      nameOf={(existing) => existing.details.name}
      actions={
        indexId === null ? null : (
          <LinkButton href={ADMIN_ROUTES.indexCreation} variant="secondary">
            {indicesTexts.indexCreation.newLink}
          </LinkButton>
        )
      }
    >
      {(createOptions, existing) => (
        <IndexForm key={existing?.id ?? 'new'} options={createOptions} index={existing} />
      )}
    </ToolPage>
  );
}
