/** The signed-in shopper as GET /api/v1/user returns it (3-06): the contract's types. */
export type { MemberGroup, User } from '@shop/core/contract/user';
