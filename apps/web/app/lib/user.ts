/** The signed-in shopper as GET /api/v1/user returns it (../shared/SPEC.md §3 User). */
export interface MemberGroup {
  _id: string;
  name: string;
}

export interface User {
  _id: string;
  /** the email */
  username: string;
  email: string;
  contact_no_country: string | null;
  contact_no: string | null;
  phone: string | null;
  firstname: string;
  lastname: string;
  nickname: string;
  member_group: MemberGroup[];
  /** keyed by brand, e.g. { oxygen_ceuticals: 0.85 } (../shared/SPEC.md §6) */
  discount_rate: Record<string, number>;
}
