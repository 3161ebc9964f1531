/**
 * Building blocks shared by the catalogue data files: localized-text helpers, the copy dictionaries
 * (ingredients, how-to-use, brand formula notes) and the compact product-definition types that
 * catalogue-data.ts expands into full rows. Kept apart so the products-*.ts files can import them
 * without a cycle through catalogue-data.ts.
 */
import type { LocalizedText, productOptions } from '../schema.ts';

export type Availability = (typeof productOptions.$inferInsert)['availability'];

// ---------------------------------------------------------------- small builders

/** [English, Traditional Chinese, Simplified Chinese] */
export type L3 = readonly [eng: string, chi: string, cn: string];
/** [en, hk, zh, cn] — copy per locale */
export type L4 = readonly [en: string, hk: string, zh: string, cn: string];

export const t3 = (eng: string, chi: string, cn: string): LocalizedText => ({ eng, chi, cn });
export const lt = (v: L3): LocalizedText => ({ eng: v[0], chi: v[1], cn: v[2] });

/** Whole dollars → minor units. */
export const cents = (dollars: number): number => Math.round(dollars * 100);
/** USD whole-dollar price for a HKD whole-dollar price (≈ HKD / 7.8, rounded to a round dollar). */
export const usdFor = (hkd: number): number => Math.max(1, Math.round(hkd / 7.8));

export const ml = (n: number): LocalizedText => t3(`${n} ml`, `${n}ml`, `${n}ml`);
export const grams = (n: number): LocalizedText => t3(`${n} g`, `${n}g`, `${n}g`);
export const pieces = (n: number, eng: string, chi: string, cn: string): LocalizedText =>
  t3(`${n} ${eng}`, `${n}${chi}`, `${n}${cn}`);

export const media = (sku: string, view: number): string => `/media/p/${sku}/${view}.svg`;

// ---------------------------------------------------------------- copy dictionaries

/** Ingredient names: [en, hk, zh, cn]. */
export const ING: Record<string, L4> = {
  oxygen_complex: [
    'perfluorodecalin oxygen complex',
    '全氟萘烷氧氣複合物',
    '全氟萘烷氧氣複合物',
    '全氟萘烷氧气复合物',
  ],
  hyaluronic: ['three-weight hyaluronic acid', '三重分子透明質酸', '三重分子玻尿酸', '三重分子玻尿酸'],
  niacinamide: ['10% niacinamide', '10% 煙酰胺', '10% 菸鹼醯胺', '10% 烟酰胺'],
  niacinamide_low: ['niacinamide', '煙酰胺', '菸鹼醯胺', '烟酰胺'],
  vitamin_c: [
    '15% ethyl ascorbic acid (vitamin C)',
    '15% 乙基維他命C',
    '15% 乙基維生素C',
    '15% 乙基抗坏血酸（维生素C）',
  ],
  ferulic: ['ferulic acid', '阿魏酸', '阿魏酸', '阿魏酸'],
  vitamin_e: ['vitamin E', '維他命E', '維生素E', '维生素E'],
  retinal: ['0.1% retinaldehyde', '0.1% 視黃醛', '0.1% 視黃醛', '0.1% 视黄醛'],
  bakuchiol: ['bakuchiol', '補骨脂酚', '補骨脂酚', '补骨脂酚'],
  ceramides: [
    'ceramides NP, AP and EOP',
    '神經酰胺NP、AP及EOP',
    '神經醯胺NP、AP、EOP',
    '神经酰胺NP、AP、EOP',
  ],
  cholesterol: ['cholesterol', '膽固醇', '膽固醇', '胆固醇'],
  squalane: ['olive squalane', '橄欖角鯊烷', '橄欖角鯊烷', '橄榄角鲨烷'],
  peptides: ['copper and signal peptides', '藍銅胜肽及信號胜肽', '藍銅胜肽與信號胜肽', '蓝铜肽与信号肽'],
  caffeine: ['caffeine', '咖啡因', '咖啡因', '咖啡因'],
  centella: ['centella asiatica', '積雪草', '積雪草', '积雪草'],
  madecassoside: ['madecassoside', '羥基積雪草苷', '羥基積雪草苷', '羟基积雪草苷'],
  panthenol: ['panthenol (pro-vitamin B5)', '維他命原B5', '維生素原B5', '维生素原B5'],
  amino_surf: ['amino-acid cleansers', '氨基酸潔淨成分', '胺基酸潔淨成分', '氨基酸表面活性剂'],
  green_tea: ['green tea extract', '綠茶萃取', '綠茶萃取', '绿茶提取物'],
  jojoba: ['jojoba oil', '荷荷巴油', '荷荷芭油', '荷荷巴油'],
  papain: ['papaya enzyme', '木瓜酵素', '木瓜酵素', '木瓜蛋白酶'],
  rice_powder: ['fine rice bran powder', '米糠粉', '米糠粉', '米糠粉'],
  kaolin: ['kaolin and bentonite clays', '高嶺土及膨潤土', '高嶺土與膨潤土', '高岭土与膨润土'],
  zinc_pca: ['zinc PCA', 'PCA鋅', 'PCA鋅', 'PCA锌'],
  zinc_oxide: ['non-nano zinc oxide', '非納米氧化鋅', '非奈米氧化鋅', '非纳米氧化锌'],
  uv_filters: [
    'new-generation UV filters (Tinosorb S, Uvinul A Plus)',
    '新世代防曬濾光劑（Tinosorb S、Uvinul A Plus）',
    '新世代防曬濾劑（Tinosorb S、Uvinul A Plus）',
    '新一代防晒剂（Tinosorb S、Uvinul A Plus）',
  ],
  iron_oxides: ['iron oxides', '氧化鐵', '氧化鐵', '氧化铁'],
  glycerin: ['plant glycerin', '植物甘油', '植物甘油', '植物甘油'],
  shea: ['shea butter', '乳木果油', '乳油木果脂', '乳木果油'],
  lactic: ['lactic acid', '乳酸', '乳酸', '乳酸'],
  glycolic: ['glycolic acid', '甘醇酸', '甘醇酸', '乙醇酸'],
  urea: ['5% urea', '5% 尿素', '5% 尿素', '5% 尿素'],
  hinoki: ['hinoki wood oil', '日本扁柏精油', '日本檜木精油', '日本扁柏精油'],
  bergamot: ['bergamot oil', '佛手柑精油', '佛手柑精油', '佛手柑精油'],
  collagen: [
    '5,000 mg marine collagen peptides',
    '5,000毫克深海魚膠原蛋白肽',
    '5,000毫克海洋膠原蛋白胜肽',
    '5,000毫克海洋胶原蛋白肽',
  ],
  acerola: ['acerola vitamin C', '針葉櫻桃維他命C', '西印度櫻桃維生素C', '针叶樱桃维生素C'],
  ha_oral: ['120 mg oral hyaluronic acid', '120毫克口服透明質酸', '120毫克口服玻尿酸', '120毫克口服玻尿酸'],
  phytoceramides: ['rice phytoceramides', '大米植物神經酰胺', '米萃植物神經醯胺', '大米植物神经酰胺'],
  magnesium: ['200 mg magnesium glycinate', '200毫克甘胺酸鎂', '200毫克甘胺酸鎂', '200毫克甘氨酸镁'],
  ltheanine: ['L-theanine', 'L-茶氨酸', 'L-茶胺酸', 'L-茶氨酸'],
  chamomile: ['chamomile', '洋甘菊', '洋甘菊', '洋甘菊'],
  salicylic: ['salicylic acid', '水楊酸', '水楊酸', '水杨酸'],
  tea_tree: ['tea tree oil', '茶樹油', '茶樹精油', '茶树油'],
  menthol: ['cooling menthol', '清涼薄荷醇', '清涼薄荷醇', '清凉薄荷醇'],
  oat: ['colloidal oatmeal', '膠體燕麥', '膠體燕麥', '胶体燕麦'],
  piroctone: ['piroctone olamine', '吡羅克酮乙醇胺鹽', '吡羅克酮乙醇胺鹽', '吡罗克酮乙醇胺盐'],
  redensyl: [
    'Redensyl® botanical complex',
    'Redensyl® 植物複合物',
    'Redensyl® 植物複合物',
    'Redensyl® 植物复合物',
  ],
  biotin: ['biotin', '生物素', '生物素', '生物素'],
  keratin: ['plant keratin amino acids', '植物角蛋白氨基酸', '植物角蛋白胺基酸', '植物角蛋白氨基酸'],
  rice_protein: ['hydrolysed rice protein', '水解大米蛋白', '水解米蛋白', '水解大米蛋白'],
  camellia: ['camellia seed oil', '山茶花籽油', '山茶花籽油', '山茶花籽油'],
  argan: ['argan oil', '摩洛哥堅果油', '摩洛哥堅果油', '摩洛哥坚果油'],
  rosemary: ['rosemary leaf extract', '迷迭香葉萃取', '迷迭香葉萃取', '迷迭香叶提取物'],
  peppermint: ['peppermint oil', '薄荷油', '薄荷精油', '薄荷油'],
  sea_salt: ['fine sea salt', '幼細海鹽', '細緻海鹽', '细海盐'],
  charcoal: ['bamboo charcoal', '竹炭', '竹炭', '竹炭'],
  heat_protect: ['heat-protective polymers', '耐熱保護聚合物', '耐熱保護聚合物', '耐热保护聚合物'],
  silk: ['silk amino acids', '絲氨基酸', '蠶絲胺基酸', '丝氨基酸'],
  zinc: ['zinc', '鋅', '鋅', '锌'],
  rose_water: ['Damask rose water', '大馬士革玫瑰純露', '大馬士革玫瑰純露', '大马士革玫瑰纯露'],
  calendula: ['calendula', '金盞花', '金盞花', '金盏花'],
  sweet_almond: ['sweet almond oil', '甜杏仁油', '甜杏仁油', '甜杏仁油'],
  lavender: ['fine lavender oil', '真正薰衣草精油', '真正薰衣草精油', '真正薰衣草精油'],
  beeswax: ['beeswax', '蜂蠟', '蜂蠟', '蜂蜡'],
  rice_ferment: ['rice ferment filtrate', '米發酵濾液', '米發酵濾液', '米发酵滤液'],
  ginseng: ['Korean red ginseng', '高麗紅參', '高麗紅蔘', '高丽红参'],
  mugwort: ['Ganghwa mugwort', '江華艾草', '江華艾草', '江华艾草'],
  sea_buckthorn: ['sea buckthorn oil', '沙棘油', '沙棘油', '沙棘油'],
  birch: ['Nordic birch sap', '北歐樺樹汁', '北歐樺樹汁', '北欧桦树汁'],
  arctic_berry: [
    'lingonberry and cloudberry extracts',
    '越橘及雲莓萃取',
    '越橘與雲莓萃取',
    '越橘与云莓提取物',
  ],
  algae: ['Nordic sea algae', '北歐海藻', '北歐海藻', '北欧海藻'],
  probiotic: [
    '10 probiotic strains (20 billion CFU)',
    '10種益生菌（200億CFU）',
    '10種益生菌（200億CFU）',
    '10种益生菌（200亿CFU）',
  ],
  prebiotic: ['inulin prebiotic fibre', '菊苣益生元纖維', '菊苣纖維益生質', '菊粉益生元'],
  fermented_fruit: ['88 fermented fruits and vegetables', '88種發酵蔬果', '88種發酵蔬果', '88种发酵果蔬'],
  vitamin_d: ['vitamin D3 (1000 IU)', '維他命D3（1000 IU）', '維生素D3（1000 IU）', '维生素D3（1000 IU）'],
  vitamin_k2: ['vitamin K2 (MK-7)', '維他命K2（MK-7）', '維生素K2（MK-7）', '维生素K2（MK-7）'],
  elastin: ['fish elastin', '魚彈性蛋白', '魚彈力蛋白', '鱼弹性蛋白'],
  yuzu: ['yuzu', '柚子', '柚子', '柚子'],
  ginger: ['ginger root extract', '生薑根萃取', '生薑根萃取', '生姜根提取物'],
  shea_cocoa: ['cocoa and shea butters', '可可脂及乳木果油', '可可脂與乳油木果脂', '可可脂与乳木果油'],
};

/** How-to-use text per product kind: [en, hk, zh, cn]. */
export const HOW: Record<string, L4> = {
  cleanser_gel: [
    'Massage a pea-sized amount onto damp skin morning and night, then rinse with lukewarm water.',
    '早晚取豌豆大小份量，於濕潤面部輕輕按摩，再以溫水洗淨。',
    '早晚取約豌豆大小的量，在濕潤的臉上輕柔按摩，再用溫水沖淨。',
    '早晚取豌豆大小的用量，在湿润的脸上轻柔按摩，再用温水洗净。',
  ],
  cleansing_oil: [
    'Massage two pumps over dry face to dissolve make-up and sunscreen, add a little water to emulsify, then rinse.',
    '以乾手取兩泵，於乾爽面部按摩溶解化妝品及防曬，加少量水乳化後沖淨。',
    '以乾手取兩壓，在乾燥的臉上按摩溶解彩妝與防曬，加少許水乳化後沖淨。',
    '干手取两泵，在干燥的脸上按摩溶解彩妆和防晒，加少量水乳化后冲净。',
  ],
  enzyme_powder: [
    'Shake half a teaspoon into wet palms, work into a soft foam and massage for 30 seconds. Use two to three times a week.',
    '取半茶匙粉末於濕潤掌心，搓成幼滑泡沫後按摩面部30秒。每星期使用兩至三次。',
    '取半茶匙粉末於濕潤掌心，搓出細緻泡沫後按摩臉部30秒。每週使用二至三次。',
    '取半茶匙粉末于湿润掌心，揉出细腻泡沫后按摩脸部30秒。每周使用两到三次。',
  ],
  cleansing_milk: [
    'Smooth over dry skin with fingertips, remove with a damp cotton pad or rinse off. Gentle enough for the eye area.',
    '以指尖於乾爽肌膚上均勻推開，再用濕化妝棉抹走或以清水沖淨，眼周亦可使用。',
    '以指腹在乾燥肌膚上均勻推開，再用濕化妝棉拭除或以清水沖淨，眼周也能使用。',
    '用指腹在干燥肌肤上均匀推开，再用湿化妆棉擦去或用清水冲净，眼周也可使用。',
  ],
  toner: [
    'After cleansing, pat a few drops into skin with your palms or sweep over with a cotton pad.',
    '潔面後取數滴於掌心，輕拍至面部吸收；亦可用化妝棉輕抹。',
    '洗臉後取數滴於掌心，輕拍至臉部吸收；也可以用化妝棉輕拭。',
    '洁面后取几滴于掌心，轻拍至脸部吸收；也可用化妆棉轻擦。',
  ],
  essence: [
    'Press three to four drops into freshly cleansed skin before serum; layer twice on dry days.',
    '潔面後、精華前，取三至四滴按壓於面部；乾燥日子可疊搽兩次。',
    '洗臉後、精華液之前，取三至四滴按壓於臉部；乾燥時可疊擦兩次。',
    '洁面后、精华前，取三到四滴按压于脸部；干燥时可叠涂两次。',
  ],
  serum: [
    'Apply three to four drops to face and neck after toner, morning and night, before moisturiser.',
    '早晚於爽膚水後、面霜前，取三至四滴塗於面部及頸部。',
    '早晚於化妝水後、乳霜前，取三至四滴塗抹於臉部與頸部。',
    '早晚在爽肤水之后、面霜之前，取三到四滴涂于脸部及颈部。',
  ],
  vitamin_c: [
    'Use three drops every morning after toner, then follow with moisturiser and SPF. Keep the cap tightly closed.',
    '每朝於爽膚水後使用三滴，再搽面霜及防曬；用後請扭緊樽蓋。',
    '每天早上於化妝水後使用三滴，再接乳霜與防曬；使用後請旋緊瓶蓋。',
    '每天早上在爽肤水后使用三滴，再用面霜和防晒；用后请拧紧瓶盖。',
  ],
  retinal: [
    'Start two evenings a week with two drops on dry skin, building to nightly use. Always wear SPF the next day.',
    '初用時每星期兩晚，於乾爽肌膚使用兩滴，再逐步增至每晚使用；翌日必須做好防曬。',
    '初次使用每週兩晚，於乾燥肌膚上使用兩滴，再逐步增加到每晚；隔天務必做好防曬。',
    '初次使用每周两晚，在干燥肌肤上使用两滴，再逐步增加到每晚；第二天务必做好防晒。',
  ],
  eye: [
    'Tap a rice-grain amount around the orbital bone with your ring finger, morning and night.',
    '早晚以無名指取米粒份量，沿眼眶骨輕輕點按。',
    '早晚用無名指取米粒大小的量，沿著眼眶骨輕輕點壓。',
    '早晚用无名指取米粒大小的用量，沿眼眶骨轻轻点按。',
  ],
  cream: [
    'Warm a pearl-sized amount between fingertips and press into face and neck as the last step of your routine.',
    '取珍珠大小份量，於指尖稍為回暖後按壓於面部及頸部，作為護膚最後一步。',
    '取珍珠大小的量，在指尖稍微溫熱後按壓於臉部與頸部，作為保養的最後一步。',
    '取珍珠大小的用量，在指尖稍微温热后按压于脸部及颈部，作为护肤最后一步。',
  ],
  gel_cream: [
    'Smooth a thin layer over face after serum. Chill in the fridge for extra relief on flushed days.',
    '精華後薄搽一層於面部；泛紅時可先放入雪櫃冷藏，舒緩感更強。',
    '精華液後薄擦一層於臉部；泛紅時可先放進冰箱冷藏，舒緩感更好。',
    '精华后薄涂一层于脸部；泛红时可先放入冰箱冷藏，舒缓感更好。',
  ],
  sleeping_mask: [
    'Two to three nights a week, smooth a generous layer over face as the last step and leave overnight.',
    '每星期兩至三晚，於護膚最後一步厚搽一層，留在面上過夜。',
    '每週二至三晚，於保養最後一步厚敷一層，留在臉上過夜。',
    '每周两到三晚，在护肤最后一步厚涂一层，留在脸上过夜。',
  ],
  sheet_mask: [
    'After toner, unfold the mask over face for 15 minutes, then pat the remaining essence in. No need to rinse.',
    '爽膚水後將面膜敷於面上15分鐘，取下後輕拍剩餘精華至吸收，毋須過水。',
    '化妝水後將面膜敷在臉上15分鐘，取下後輕拍剩餘精華至吸收，不需沖洗。',
    '爽肤水后将面膜敷在脸上15分钟，取下后轻拍剩余精华至吸收，无需冲洗。',
  ],
  clay_mask: [
    'Spread an even layer over clean skin, avoiding the eyes, for 8–10 minutes, then rinse with warm water. Once or twice a week.',
    '於潔淨面部均勻塗上一層（避開眼周），停留8至10分鐘後以溫水洗淨；每星期一至兩次。',
    '在清潔後的臉上均勻塗抹一層（避開眼周），停留8至10分鐘後以溫水沖淨；每週一至兩次。',
    '在洁净脸部均匀涂一层（避开眼周），停留8到10分钟后用温水洗净；每周一到两次。',
  ],
  stick_mask: [
    'Glide the stick over T-zone or the whole face, leave for 10 minutes and rinse. No mess, no brush needed.',
    '將膏體直接推於T字位或全面，停留10分鐘後沖淨，毋須掃具，乾淨利落。',
    '將膏體直接推擦於T字部位或全臉，停留10分鐘後沖淨，不用刷具也不沾手。',
    '把膏体直接推涂在T区或全脸，停留10分钟后冲净，无需刷具，不脏手。',
  ],
  toner_pads: [
    'Swipe one pad over face after cleansing, then use the other side to press over redness for a minute.',
    '潔面後取一片輕抹全面，再以另一面於泛紅位置輕敷一分鐘。',
    '洗臉後取一片輕拭全臉，再用另一面在泛紅處濕敷一分鐘。',
    '洁面后取一片轻擦全脸，再用另一面在泛红处湿敷一分钟。',
  ],
  sunscreen: [
    'Apply two finger-lengths to face and neck as the last step each morning; reapply every two hours outdoors.',
    '每朝護膚最後一步，取兩指長份量塗勻面部及頸部；戶外活動每兩小時補搽。',
    '每天早上保養最後一步，取兩指長的量塗勻臉部與頸部；戶外活動每兩小時補擦。',
    '每天早上护肤最后一步，取两指长的用量涂匀脸部和颈部；户外活动每两小时补涂。',
  ],
  face_oil: [
    'Warm two drops between palms and press over skin at night, alone or mixed into your cream.',
    '晚間取兩滴於掌心回暖後按壓於面部，可單用或混入面霜。',
    '晚上取兩滴於掌心溫熱後按壓於臉部，可單獨使用或加入乳霜。',
    '晚上取两滴于掌心温热后按压于脸部，可单独使用或混入面霜。',
  ],
  lip: [
    'Smooth over lips whenever they feel dry, and apply generously before bed as an overnight mask.',
    '唇部乾燥時隨時塗搽；睡前厚搽一層作晚間唇膜。',
    '唇部乾燥時隨時塗擦；睡前厚擦一層當作晚安唇膜。',
    '唇部干燥时随时涂抹；睡前厚涂一层当作睡眠唇膜。',
  ],
  body_wash: [
    'Lather one pump with a wet sponge or hands, massage over the body and rinse.',
    '取一泵於濕潤海綿或掌心搓出泡沫，按摩全身後沖淨。',
    '取一壓於濕潤沐浴球或掌心搓出泡沫，按摩全身後沖淨。',
    '取一泵于湿润浴球或掌心揉出泡沫，按摩全身后冲净。',
  ],
  body_lotion: [
    'Massage into skin straight after showering, while it is still slightly damp.',
    '沐浴後趁肌膚仍微濕時，按摩塗勻全身。',
    '沐浴後趁肌膚還微濕時，按摩塗抹全身。',
    '沐浴后趁肌肤仍微湿时，按摩涂抹全身。',
  ],
  body_serum: [
    'Smooth over rough areas such as arms, knees and heels every evening. Use SPF on exposed skin during the day.',
    '每晚塗於手臂、膝頭及腳踭等粗糙部位；日間外露肌膚請做好防曬。',
    '每晚塗抹於手臂、膝蓋、腳跟等粗糙部位；白天外露肌膚請做好防曬。',
    '每晚涂于手臂、膝盖、脚后跟等粗糙部位；白天外露肌肤请做好防晒。',
  ],
  body_oil: [
    'Massage a few drops into damp skin after bathing, or add a capful to the bath.',
    '沐浴後於微濕肌膚按摩數滴，或將一瓶蓋份量加入浴缸。',
    '沐浴後在微濕肌膚上按摩數滴，或倒一瓶蓋的量到浴缸裡。',
    '沐浴后在微湿肌肤上按摩几滴，或倒一瓶盖的量到浴缸里。',
  ],
  body_scrub: [
    'On wet skin, massage a handful in circles, paying attention to elbows and knees, then rinse. Two times a week.',
    '於濕潤肌膚取一小掌份量打圈按摩，特別留意手肘及膝頭，再沖淨；每星期兩次。',
    '在濕潤肌膚上取一小掌的量畫圈按摩，特別加強手肘與膝蓋，再沖淨；每週兩次。',
    '在湿润肌肤上取一小把的量打圈按摩，重点照顾手肘和膝盖，再冲净；每周两次。',
  ],
  hand: [
    'Massage into hands and cuticles as often as needed; absorbs in under a minute.',
    '隨時按摩於雙手及指緣，一分鐘內吸收。',
    '隨時按摩於雙手與指緣，一分鐘內吸收。',
    '随时按摩于双手及指缘，一分钟内吸收。',
  ],
  shampoo: [
    'Massage into wet scalp with fingertips for one minute, rinse, and repeat if needed.',
    '以指腹於濕潤頭皮按摩一分鐘後沖淨，有需要可重複一次。',
    '以指腹在濕潤頭皮上按摩一分鐘後沖淨，必要時可重複一次。',
    '用指腹在湿润头皮上按摩一分钟后冲净，必要时可重复一次。',
  ],
  conditioner: [
    'After shampoo, comb through mid-lengths to ends, leave for two minutes and rinse. Keep away from the scalp.',
    '洗頭後塗於髮中至髮尾並梳勻，停留兩分鐘後沖淨，避免接觸頭皮。',
    '洗髮後塗抹於髮中至髮尾並梳開，停留兩分鐘後沖淨，避免碰到頭皮。',
    '洗发后涂于发中至发尾并梳开，停留两分钟后冲净，避免接触头皮。',
  ],
  hair_mask: [
    'Once a week, apply to towel-dried hair, leave for 10 minutes under a warm towel, then rinse thoroughly.',
    '每星期一次，於抹乾的頭髮塗上，以熱毛巾包裹10分鐘後徹底沖淨。',
    '每週一次，塗抹於擦乾的頭髮，用熱毛巾包覆10分鐘後徹底沖淨。',
    '每周一次，涂于擦干的头发，用热毛巾包裹10分钟后彻底冲净。',
  ],
  scalp_serum: [
    'Part dry or towel-dried hair and apply one dropper along the parting lines; massage in. Do not rinse.',
    '於乾髮或抹乾的頭髮分界，沿髮線滴上一滴管份量並按摩吸收，毋須沖洗。',
    '將乾髮或擦乾的頭髮分線，沿髮線滴上一滴管的量並按摩吸收，不需沖洗。',
    '将干发或擦干的头发分区，沿发缝滴上一滴管的量并按摩吸收，无需冲洗。',
  ],
  scalp_scrub: [
    'Before shampooing, massage a walnut-sized amount into wet scalp for two minutes, then rinse. Once a week.',
    '洗頭前取合桃大小份量，於濕潤頭皮按摩兩分鐘後沖淨；每星期一次。',
    '洗髮前取核桃大小的量，在濕潤頭皮上按摩兩分鐘後沖淨；每週一次。',
    '洗发前取核桃大小的用量，在湿润头皮上按摩两分钟后冲净；每周一次。',
  ],
  scalp_clay: [
    'Section dry hair and brush the clay onto the scalp; leave for 10 minutes, then shampoo as usual.',
    '將乾髮分區，以掃具把泥膜塗於頭皮，停留10分鐘後如常洗頭。',
    '將乾髮分區，以刷具把泥膜塗在頭皮上，停留10分鐘後照常洗髮。',
    '将干发分区，用刷具把泥膜涂在头皮上，停留10分钟后照常洗发。',
  ],
  hair_oil: [
    'Warm one or two drops in your palms and smooth over lengths on damp or dry hair.',
    '取一至兩滴於掌心回暖，塗於濕髮或乾髮的髮身。',
    '取一至兩滴於掌心溫熱，塗抹於濕髮或乾髮的髮身。',
    '取一到两滴于掌心温热，涂于湿发或干发的发身。',
  ],
  heat_mist: [
    'Mist evenly over damp hair from 20 cm away before blow-drying or heat styling.',
    '吹頭或造型前，距離20厘米均勻噴於濕髮上。',
    '吹整或造型前，距離20公分均勻噴在濕髮上。',
    '吹发或造型前，距离20厘米均匀喷在湿发上。',
  ],
  brush: [
    'Use on a wet, lathered scalp in small circles for one to two minutes. Rinse and air-dry after each use.',
    '於起泡的濕潤頭皮以小圓圈按摩一至兩分鐘；每次用後沖淨並風乾。',
    '在起泡的濕潤頭皮上以小圓圈按摩一至兩分鐘；每次使用後沖淨並自然風乾。',
    '在起泡的湿润头皮上以小圆圈按摩一到两分钟；每次用后冲净并自然晾干。',
  ],
  capsules: [
    'Take two capsules a day with a meal and a full glass of water.',
    '每日兩粒，隨餐以一杯清水送服。',
    '每日兩粒，隨餐搭配一杯開水食用。',
    '每日两粒，随餐用一杯温水送服。',
  ],
  capsules_night: [
    'Take two capsules with water about an hour before bed.',
    '睡前約一小時，以清水送服兩粒。',
    '睡前約一小時，以開水搭配兩粒食用。',
    '睡前约一小时，用温水送服两粒。',
  ],
  powder_drink: [
    'Stir one sachet into 150 ml of water, juice or coffee once a day — hot or cold.',
    '每日一包，加入150毫升清水、果汁或咖啡攪勻飲用，冷熱皆宜。',
    '每日一包，加入150毫升開水、果汁或咖啡攪拌後飲用，冷熱皆可。',
    '每日一袋，加入150毫升温水、果汁或咖啡搅匀饮用，冷热皆可。',
  ],
  jelly_stick: [
    'Enjoy one jelly stick a day straight from the sachet; chill for a fresher taste.',
    '每日一條，撕開即食；冷藏後風味更清新。',
    '每日一條，撕開即可食用；冷藏後口感更清爽。',
    '每日一条，撕开即食；冷藏后口感更清爽。',
  ],
  probiotic: [
    'Take one capsule a day on an empty stomach, ideally first thing in the morning.',
    '每日一粒，最好於早上空腹服用。',
    '每日一粒，建議早上空腹食用。',
    '每日一粒，建议早上空腹服用。',
  ],
  enzyme_drink: [
    'Drink one 25 ml vial a day, neat or diluted in cold water.',
    '每日飲用一支25毫升，可直接飲用或以凍水稀釋。',
    '每日飲用一瓶25毫升，可直接飲用或以冷水稀釋。',
    '每日饮用一支25毫升，可直接饮用或用冷水稀释。',
  ],
  softgel: [
    'Take one softgel a day with a meal that contains some fat.',
    '每日一粒軟膠囊，隨含油脂的正餐服用。',
    '每日一顆軟膠囊，隨含油脂的正餐食用。',
    '每日一粒软胶囊，随含油脂的正餐服用。',
  ],
  bath_salts: [
    'Dissolve two handfuls in a warm bath and soak for 15–20 minutes.',
    '於溫水浸浴中溶入兩掌份量，浸泡15至20分鐘。',
    '在溫熱的泡澡水中溶入兩掌的量，浸泡15至20分鐘。',
    '在温热的浴缸水中溶入两把的量，浸泡15到20分钟。',
  ],
  facial: [
    'Book a time online or by WhatsApp; please arrive 10 minutes early without make-up if possible. Each session lasts about 60 minutes.',
    '請於網上或WhatsApp預約，盡量素顏並提早10分鐘到達；每節約60分鐘。',
    '請透過網站或WhatsApp預約，盡量素顏並提早10分鐘抵達；每堂約60分鐘。',
    '请通过网站或WhatsApp预约，尽量素颜并提前10分钟到达；每次约60分钟。',
  ],
  scalp_session: [
    'Book online or by WhatsApp and come with unwashed hair from the day before. Each session lasts about 75 minutes including a blow-dry.',
    '請於網上或WhatsApp預約，到店前一天毋須洗頭；每節連吹髮約75分鐘。',
    '請透過網站或WhatsApp預約，前一天不用洗髮；每堂含吹整約75分鐘。',
    '请通过网站或WhatsApp预约，前一天无需洗发；每次含吹干约75分钟。',
  ],
  set_skin: [
    'Cleanse, treat, then moisturise: follow the numbered steps inside the box morning and night.',
    '潔面、修護、保濕：早晚按盒內編號步驟使用即可。',
    '洗臉、修護、保濕：早晚依照盒內編號步驟使用即可。',
    '洁面、修护、保湿：早晚按盒内编号步骤使用即可。',
  ],
  set_hair: [
    'Scrub once a week, shampoo as usual and finish with the serum on the scalp every evening.',
    '每星期磨砂一次，平日如常洗頭，每晚於頭皮使用精華。',
    '每週去角質一次，平時照常洗髮，每晚於頭皮使用精華。',
    '每周去角质一次，平时照常洗发，每晚在头皮使用精华。',
  ],
  set_body: [
    'Scrub, wash and seal in moisture: use the three steps in order after a warm shower.',
    '磨砂、潔淨、鎖水：溫水沐浴後依次使用三個步驟。',
    '去角質、清潔、鎖水：溫水沐浴後依序使用三個步驟。',
    '磨砂、清洁、锁水：温水沐浴后依次使用三个步骤。',
  ],
};

/** Brand formula notes appended to the ingredient copy: [en, hk, zh, cn]. */
export const FREE_FROM: Record<string, L4> = {
  oxygen_ceuticals: [
    'Free from synthetic fragrance, mineral oil and parabens; dermatologist tested.',
    '不含人工香料、礦物油及Paraben防腐劑，經皮膚科測試。',
    '不含人工香精、礦物油與對羥基苯甲酸酯類，通過皮膚科測試。',
    '不含人工香精、矿物油及尼泊金酯类防腐剂，经皮肤科测试。',
  ],
  big_pi: [
    'Sulphate-free and silicone-free; pH-balanced for the scalp.',
    '不含硫酸鹽及矽靈，酸鹼度貼近頭皮。',
    '無硫酸鹽、無矽靈，pH值貼近頭皮。',
    '无硫酸盐、无硅油，pH值贴近头皮。',
  ],
  maison_verdure: [
    'Made in Provence with 95% ingredients of natural origin.',
    '於普羅旺斯製造，95%成分源自天然。',
    '普羅旺斯製造，95%成分來自天然。',
    '普罗旺斯制造，95%成分源自天然。',
  ],
  hanok_botanics: [
    'Vegan formula, free from alcohol and artificial colourants.',
    '純素配方，不含酒精及人工色素。',
    '純素配方，無酒精、無人工色素。',
    '纯素配方，不含酒精及人工色素。',
  ],
  nordic_tide: [
    'Nordic Swan Ecolabel certified; biodegradable formula.',
    '獲北歐天鵝生態標籤認證，配方可生物降解。',
    '通過北歐天鵝生態標章認證，配方可生物分解。',
    '获北欧天鹅生态标签认证，配方可生物降解。',
  ],
  kiso_wellness: [
    'Made in a GMP-certified facility in Japan; no artificial sweeteners.',
    '於日本GMP認證廠房生產，不含人工甜味劑。',
    '日本GMP認證工廠製造，不含人工甜味劑。',
    '日本GMP认证工厂生产，不含人工甜味剂。',
  ],
};

export function joinEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function ingredientCopy(keys: string[], brand: string, supplement: boolean): L4 {
  const names = (i: number): string[] =>
    keys.map((k) => {
      const entry = ING[k];
      const name = entry?.[i];
      if (name === undefined) throw new Error(`unknown ingredient ${k}`);
      return name;
    });
  const note = FREE_FROM[brand] ?? ['', '', '', ''];
  const en = names(0);
  const first = en[0] ?? '';
  return supplement
    ? [
        `Each serving provides ${joinEn(en)}. ${note[0]}`,
        `每份含${names(1).join('、')}。${note[1]}`,
        `每份含有${names(2).join('、')}。${note[2]}`,
        `每份含${names(3).join('、')}。${note[3]}`,
      ]
    : [
        `Key ingredients: ${first.charAt(0).toUpperCase() + first.slice(1)}${en.length > 1 ? ', ' + joinEn(en.slice(1)) : ''}. ${note[0]}`,
        `主要成分：${names(1).join('、')}。${note[1]}`,
        `主要成分：${names(2).join('、')}。${note[2]}`,
        `主要成分：${names(3).join('、')}。${note[3]}`,
      ];
}

// ---------------------------------------------------------------- product definitions (compact form)

export interface OptDef {
  /** sub-sku suffix, e.g. '30ML' */
  code: string;
  label: LocalizedText;
  /** price in whole HKD */
  hkd: number;
  /** price in whole USD (default ≈ hkd / 7.8) */
  usd?: number;
  /** strike-through original price in whole HKD */
  was?: number;
  avail?: Availability;
  stock?: number;
  /** members-only option */
  members?: string[];
  /** ambassador fixed price, whole HKD */
  amb?: number;
  /** multi-quantity pricing, [qty, total whole HKD] */
  multi?: { basic?: [number, number][]; vip?: [number, number][] };
  /** special-offer add-on price, whole HKD (availability hidden) */
  special?: number;
  /** treatment list price before the online discount, whole HKD */
  treatmentWas?: number;
  cutOff?: string;
  eta?: string;
  /** subscription intervals in months — each adds an option at ~10% off */
  subs?: number[];
}

export interface ProductDef {
  /** unique_url; the product id is 'p_' + slug */
  slug: string;
  sku: string;
  brand: string;
  cats: string[];
  cols: string[];
  name: L3;
  /** editor comment: [en, zh (Traditional), cn] */
  editor: L3;
  why: L4;
  desc: L4;
  /** a HOW key or custom copy */
  how: string | L4;
  /** ING keys (rendered with ingredientCopy) or custom copy */
  ing: string[] | L4;
  /** before/after notes */
  ba?: L4;
  /** ISO date-time */
  created: string;
  priority: number;
  popularity: number;
  ig?: string;
  whatsapp?: string;
  /** product_type 2 (a treatment booked at a studio) */
  treatment?: boolean;
  /** package_items: skus of the products inside a set */
  pkg?: string[];
  /** skus of special-offer add-on products shown with this one */
  offers?: string[];
  opts: OptDef[];
}
