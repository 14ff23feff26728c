import {
  CONTRIBUTION_KINDS,
  UPLOAD_PURPOSE_KINDS,
  type ContributionKind,
  type UploadPurpose,
} from '@app/contract';
import type { MemberRow } from '../../kernel/members/index.ts';

/** Which creator flag lets a member submit each kind (001 §6 leaves it open; one flag per kind). */
export function maySubmit(member: MemberRow, kind: ContributionKind): boolean {
  return kind === 'course'
    ? member.canUploadCourse
    : kind === 'plug'
      ? member.canUploadPlug
      : member.canUploadGoods;
}

/** A creator: at least one flag (001 §6), so upload credentials are worth handing out at all. */
export const isCreator = (member: MemberRow) => CONTRIBUTION_KINDS.some((kind) => maySubmit(member, kind));

/**
 * The same rule at upload time: a file may go up only for a kind of submission the member may make (a
 * video only with the course flag, a package only with the plugin flag, a cover with any).
 */
export const mayUpload = (member: MemberRow, purpose: UploadPurpose) =>
  UPLOAD_PURPOSE_KINDS[purpose].some((kind) => maySubmit(member, kind));
