// The order list's saved views, export choices and the count beyond its cap, in Traditional Chinese.
export const adminOrderViewsHk = {
  'admin.order_views.title': '已儲存的檢視',
  'admin.order_views.none': '尚未儲存檢視：先篩選清單，再在此儲存。',
  'admin.order_views.name': '檢視名稱',
  'admin.order_views.save': '儲存此檢視',
  'admin.order_views.saved': '已儲存檢視「{name}」。',
  'admin.order_views.delete': '刪除檢視「{name}」',
  'admin.order_views.deleted': '已刪除檢視。',
  'admin.order_views.export': '匯出 CSV',
  'admin.order_views.export_orders': '訂單',
  'admin.order_views.export_lines': '訂單連貨品明細',
  'admin.order_views.more_than': '{total}+ 項結果',
};
