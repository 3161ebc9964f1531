// The order list's saved views, export choices and the count beyond its cap, in English (spread into admin.en.ts).
export const adminOrderViewsEn = {
  'admin.order_views.title': 'Saved views',
  'admin.order_views.none': 'No saved views yet: filter the list, then save it here.',
  'admin.order_views.name': 'Name of this view',
  'admin.order_views.save': 'Save this view',
  'admin.order_views.saved': 'Saved the view “{name}”.',
  'admin.order_views.delete': 'Delete the view “{name}”',
  'admin.order_views.deleted': 'Deleted the view.',
  'admin.order_views.export': 'Export CSV',
  'admin.order_views.export_orders': 'Orders',
  'admin.order_views.export_lines': 'Orders with line items',
  'admin.order_views.more_than': '{total}+ results',
};
