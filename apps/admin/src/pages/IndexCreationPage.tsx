import { useAdminIndex, useIndexCreateOptions } from '@cairn/api-client';
import { useParams } from 'wouter';
import { IndexForm } from '../features/index-tool/IndexForm';
import { LoadState } from '../features/LoadState';
import { adminTexts } from '../texts';
import { lead, title } from './page.css';

const texts = {
  newIndex: 'A new index.',
  editing: (name: string) => `Editing ${name}.`,
} as const;

/** /admin/index-creation and /admin/index-creation/{indexId} (doc 3 §2): the Index Creation Tool, new or editing. */
export function IndexCreationPage() {
  const { indexId = null } = useParams<{ indexId?: string }>();
  const options = useIndexCreateOptions();
  const index = useAdminIndex(indexId);
  return (
    <>
      <h1 className={title}>{adminTexts.titles.indexCreation}</h1>
      <LoadState data={options.data} error={options.error} retry={() => void options.mutate()}>
        {(createOptions) =>
          indexId === null ? (
            <>
              <p className={lead}>{texts.newIndex}</p>
              <IndexForm key="new" options={createOptions} index={null} />
            </>
          ) : (
            <LoadState data={index.data} error={index.error} retry={() => void index.mutate()}>
              {(existing) => (
                <>
                  <p className={lead}>{texts.editing(existing.details.name)}</p>
                  <IndexForm key={existing.id} options={createOptions} index={existing} />
                </>
              )}
            </LoadState>
          )
        }
      </LoadState>
    </>
  );
}
