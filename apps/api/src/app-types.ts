// What buildApp puts on the Fastify instance: the providers and config (`app.deps`), the platform pieces, and each
// feature module's services, named after the feature. Route plugins and other modules read them from here.
import type { HomepageService } from './modules/homepage/homepage.service.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { JobsAdmin } from './jobs/jobs.admin.service.ts';
import type { Providers } from './providers/index.ts';
import type { Metrics } from './lib/metrics.ts';
import type { AuditLog } from './modules/audit-log/audit-log.service.ts';
import type { Carts } from './modules/cart/cart.service.ts';
import type { CollectionAdmin } from './modules/collection/collection.admin.service.ts';
import type { MenuService } from './modules/menu/menu.service.ts';
import type { TaxonomyAdmin } from './modules/collection/taxonomy.admin.service.ts';
import type { CouponAdmin } from './modules/coupon/coupon.service.ts';
import type { Dashboard } from './modules/dashboard/dashboard.service.ts';
import type { AdminSearch } from './modules/admin-search/admin-search.service.ts';
import type { ReportService } from './modules/report/report.service.ts';
import type { Outbox } from './modules/dev/outbox.service.ts';
import type { EmailAdmin } from './modules/email-admin/email-admin.service.ts';
import type { Feedback } from './modules/feedback/feedback.service.ts';
import type { PageAdmin } from './modules/page/page.admin.service.ts';
import type { Pages } from './modules/page/page.service.ts';
import type { MediaService } from './modules/media/media.service.ts';
import type { Health } from './modules/health/health.service.ts';
import type { Newsletter } from './modules/newsletter/newsletter.service.ts';
import type { OrderService } from './modules/order/order.service.ts';
import type { CatalogueEvents } from './modules/product/catalogue-events.ts';
import type { CatalogueAdmin } from './modules/product/product.admin.service.ts';
import type { Products } from './modules/product/product.service.ts';
import type { StockAdmin } from './modules/product/stock.admin.service.ts';
import type { ReviewAdmin } from './modules/review/review.admin.service.ts';
import type { ReviewService } from './modules/review/review.service.ts';
import type { ScalpTestAdmin } from './modules/scalp-test/scalp-test.admin.service.ts';
import type { ScalpTests } from './modules/scalp-test/scalp-test.service.ts';
import type { SettingsAdmin } from './modules/settings/settings.admin.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import type { StaffService } from './modules/staff/staff.service.ts';
import type { CustomerAdmin } from './modules/customer/customer.admin.service.ts';
import type { RenewalEngine } from './modules/subscription/renewal.ts';
import type { SubscriptionService } from './modules/subscription/subscription.service.ts';
import type { ContactService } from './modules/user/account-contact.service.ts';
import type { AccountService } from './modules/user/account.service.ts';
import type { Auth } from './modules/user/auth.ts';
import type { MemberAdmin } from './modules/user/user.admin.service.ts';
import type { CustomerGroupAdmin } from './modules/customer-group/customer-group.admin.service.ts';
import type { SegmentAdmin } from './modules/segment/segment.admin.service.ts';
import type { UserService } from './modules/user/user.service.ts';
import type { WalletAdmin } from './modules/wallet/wallet.admin.service.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';

/** The API instance every module receives (root level: its decorations are everyone's). */
export type App = FastifyInstance;

export interface AppDeps extends Providers {
  config: Config;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;

    // platform (lib/)
    /** invalidateCatalogue(): every catalogue cache (products, answers, guest pages) drops what it holds */
    catalogue: CatalogueEvents;
    auth: Auth;
    authSecret: Uint8Array;
    /** shared with the in-process web server: its calls carry it instead of a CSRF token */
    internalToken: string;
    /** Prometheus metrics (lib/metrics.ts): the server serves them on METRICS_PORT */
    metrics: Metrics;

    // feature modules, in the order app.ts wires them
    /** the durable job queue (pg-boss): the server starts its workers, tests drain() it */
    jobs: Jobs;
    jobsAdmin: JobsAdmin;
    /** uploaded pictures: upload (checked, stripped, stored pending), their variants' job, alt text */
    media: MediaService;
    staff: StaffService;
    auditLog: AuditLog;
    /** the email editor: staff's wording per language, previews, tests */
    emailAdmin: EmailAdmin;
    settings: SettingsService;
    settingsAdmin: SettingsAdmin;
    /** homepage sections: the storefront's active ones (cached to the next schedule boundary) and staff's list */
    homepage: HomepageService;
    products: Products;
    catalogueAdmin: CatalogueAdmin;
    stockAdmin: StockAdmin;
    /** collections, categories and tags (back office) */
    collectionAdmin: CollectionAdmin;
    menus: MenuService;
    categoryAdmin: TaxonomyAdmin;
    tagAdmin: TaxonomyAdmin;
    carts: Carts;
    users: UserService;
    accounts: AccountService;
    contacts: ContactService;
    memberAdmin: MemberAdmin;
    customerAdmin: CustomerAdmin;
    customerGroupAdmin: CustomerGroupAdmin;
    segmentAdmin: SegmentAdmin;
    /** cash-dollar wallet, referrals, review rewards, gift codes */
    wallet: WalletService;
    walletAdmin: WalletAdmin;
    couponAdmin: CouponAdmin;
    dashboard: Dashboard;
    adminSearch: AdminSearch;
    reports: ReportService;
    orders: OrderService;
    subscriptions: SubscriptionService;
    renewals: RenewalEngine;
    reviews: ReviewService;
    reviewAdmin: ReviewAdmin;
    scalpTests: ScalpTests;
    scalpTestAdmin: ScalpTestAdmin;
    newsletter: Newsletter;
    feedback: Feedback;
    pages: Pages;
    pageAdmin: PageAdmin;
    health: Health;
    outbox: Outbox;
  }
}
