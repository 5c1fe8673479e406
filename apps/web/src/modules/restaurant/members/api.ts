import {
  type AcceptInvitationRequest,
  type InviteMemberRequest,
  type MemberAccess,
  restaurantMembersEndpoints as members,
} from '@fitfit/contracts';
import { call } from '../../../lib/api-client';

/** A restaurant's people (docs/accounts.md), each call through its descriptor; one cache key for the page's list. */
export const membersApi = (restaurantId: string) => {
  const params = { restaurantId };
  const item = (id: string) => ({ restaurantId, id });
  return {
    key: ['restaurant', restaurantId, 'members'] as const,
    list: (signal?: AbortSignal) => call(members.list, { params, signal }),
    invite: (body: InviteMemberRequest) => call(members.invite, { params, body }),
    resend: (id: string) => call(members.resendInvitation, { params: item(id) }),
    revoke: (id: string) => call(members.revokeInvitation, { params: item(id) }),
    changeAccess: (userId: string, access: MemberAccess) => call(members.changeAccess, { params: item(userId), body: { access } }),
    remove: (userId: string) => call(members.remove, { params: item(userId) }),
  };
};
export type MembersApi = ReturnType<typeof membersApi>;

/** The invitation's public page: the link's token is what opens it. */
export const invitationApi = {
  read: (token: string) => call(members.invitation, { body: { token } }),
  accept: (body: AcceptInvitationRequest) => call(members.acceptInvitation, { body }),
  join: (token: string) => call(members.joinInvitation, { body: { token } }),
};
