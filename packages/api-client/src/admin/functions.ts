import { bindCall } from '../http/client';
import { lazyCalls } from '../http/lazy';
// The revalidation that reaches the apps' own SWR caches (the user area's; one mechanism for all).
import { bindMutation } from '../revalidate';
import type { adminCallSpecs } from './calls';

// The specs (and zod) load with the first call sent.
const calls = lazyCalls<typeof adminCallSpecs>(() =>
  import('./calls').then((module) => module.adminCallSpecs),
);

// Saving or toggling an index changes the lists, the index itself, the model form's index list and
// the asset weights of the models built on it.
const INDEX_READS = [
  calls.getAdminIndexes,
  calls.getAdminIndex,
  calls.getModelCreateOptions,
  calls.getAdminModel,
  calls.getAdminModels,
];
const MODEL_READS = [calls.getAdminModels, calls.getAdminModel, calls.getModelCreateOptions];

/** GET /index/create-index-options. */
export const getIndexCreateOptions = bindCall(calls.getIndexCreateOptions);
/** GET /index/sectors. */
export const getIndexSectors = bindCall(calls.getIndexSectors);
/** GET /index/industry-groups?sectors=... */
export const getIndexIndustryGroups = bindCall(calls.getIndexIndustryGroups);
/** GET /index/industries?sectors=... */
export const getIndexIndustries = bindCall(calls.getIndexIndustries);
/** GET /index/subindustries?sectors=... */
export const getIndexSubindustries = bindCall(calls.getIndexSubindustries);
/** GET /index/blockchains. */
export const getIndexBlockchains = bindCall(calls.getIndexBlockchains);
/** PUT multipart /admin/index: creates an index; revalidates the index and model reads. */
export const createAdminIndex = bindMutation(calls.createAdminIndex, INDEX_READS);
/** PUT multipart /admin/index/{id}: updates an index; revalidates the index and model reads. */
export const updateAdminIndex = bindMutation(calls.updateAdminIndex, INDEX_READS);
/** POST /admin/index/asset-breakdown: the breakdown of the form's definition (changes nothing). */
export const previewAssetBreakdown = bindCall(calls.previewAssetBreakdown);
/** GET /admin/indexes. */
export const getAdminIndexes = bindCall(calls.getAdminIndexes);
/** GET /admin/index/{id}. */
export const getAdminIndex = bindCall(calls.getAdminIndex);
/** PATCH /admin/index/{id} with one field (status or is_hidden); revalidates the index reads. */
export const patchAdminIndex = bindMutation(calls.patchAdminIndex, INDEX_READS);
/** GET /admin/models. */
export const getAdminModels = bindCall(calls.getAdminModels);
/** GET /admin/model/create-options. */
export const getModelCreateOptions = bindCall(calls.getModelCreateOptions);
/** GET /admin/model/{modelId}. */
export const getAdminModel = bindCall(calls.getAdminModel);
/** PUT multipart /admin/model: creates a model; revalidates the model reads. */
export const createAdminModel = bindMutation(calls.createAdminModel, MODEL_READS);
/** PUT multipart /admin/model/{modelId}: updates a model; revalidates the model reads. */
export const updateAdminModel = bindMutation(calls.updateAdminModel, MODEL_READS);
/** PATCH /admin/model/{modelId} with one field (is_hidden or is_active); revalidates the model reads. */
export const patchAdminModel = bindMutation(calls.patchAdminModel, MODEL_READS);
/** PUT /admin/waitlist/access-code. */
export const createWaitlistAccessCode = bindCall(calls.createWaitlistAccessCode);
/** POST /admin/keys/crypto-withdrawal: a new key, shown once. */
export const createCryptoWithdrawalKey = bindCall(calls.createCryptoWithdrawalKey);
/** POST multipart /admin/crypto-withdrawal/decrypt: the decrypted CSV as a download. */
export const decryptCryptoWithdrawals = bindCall(calls.decryptCryptoWithdrawals);
