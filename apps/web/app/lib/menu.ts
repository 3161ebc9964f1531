export interface MenuEntry {
  _id: string;
  name: { eng: string; chi: string; cn: string };
  value: string;
  brand_key: string | null;
  priority: number;
  is_home_menu: boolean;
  is_big_pi_menu: boolean;
}

/** The side menu (2.3-23): the main brand's collections and big_pi's, each sorted by priority (highest first). */
export function splitMenu(menu: MenuEntry[]) {
  const byPriority = (a: MenuEntry, b: MenuEntry) => b.priority - a.priority;
  return {
    main: menu.filter((m) => m.is_home_menu).sort(byPriority),
    bigPi: menu.filter((m) => m.is_big_pi_menu).sort(byPriority),
  };
}

export function collectionHref(m: MenuEntry): string {
  return m.brand_key
    ? `/collection/${m.value}?brand=${m.brand_key.replaceAll('_', '-')}`
    : `/collection/${m.value}`;
}
