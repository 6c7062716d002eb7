import type { AdminStatus } from '@cairn/domain';

/** The single-field PATCH body of Activate/Deactivate: the other status (doc 3 §4). */
export function statusTogglePatch(status: AdminStatus): { readonly status: AdminStatus } {
  return { status: status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' };
}

/** The single-field PATCH body of Show/Hide (doc 3 §4). */
export function visibilityTogglePatch(isHidden: boolean): { readonly is_hidden: boolean } {
  return { is_hidden: !isHidden };
}
