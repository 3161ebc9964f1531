/** The signed-in shopper as GET /api/v1/user returns it (../shared/SPEC.md §3 User): the contract's types. */
export type { MemberGroup, User } from '@shop/core/contract/user';
