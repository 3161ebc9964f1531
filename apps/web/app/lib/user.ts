/** The signed-in shopper as GET /api/v1/user returns it (3-06). */
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
  /** keyed by brand, e.g. { oxygen_ceuticals: 0.85 } (6-03) */
  discount_rate: Record<string, number>;
}
