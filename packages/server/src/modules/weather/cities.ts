/**
 * Region search of docs/reference.md#api ("weather query and region search"): the cities the weather
 * component offers, by the national weather city code a provider is queried with. Shipped, so the
 * search works without the provider.
 */
export interface City {
  code: string;
  zh: string;
  en: string;
  province: string;
}

const C = (code: string, zh: string, en: string, province: string): City => ({ code, zh, en, province });

export const CITIES: readonly City[] = [
  C('101010100', '北京', 'Beijing', '北京'),
  C('101020100', '上海', 'Shanghai', '上海'),
  C('101030100', '天津', 'Tianjin', '天津'),
  C('101040100', '重庆', 'Chongqing', '重庆'),
  C('101050101', '哈尔滨', 'Harbin', '黑龙江'),
  C('101060101', '长春', 'Changchun', '吉林'),
  C('101070101', '沈阳', 'Shenyang', '辽宁'),
  C('101080101', '呼和浩特', 'Hohhot', '内蒙古'),
  C('101090101', '石家庄', 'Shijiazhuang', '河北'),
  C('101100101', '太原', 'Taiyuan', '山西'),
  C('101110101', '西安', "Xi'an", '陕西'),
  C('101120101', '济南', 'Jinan', '山东'),
  C('101130101', '乌鲁木齐', 'Urumqi', '新疆'),
  C('101140101', '拉萨', 'Lhasa', '西藏'),
  C('101150101', '西宁', 'Xining', '青海'),
  C('101160101', '兰州', 'Lanzhou', '甘肃'),
  C('101170101', '银川', 'Yinchuan', '宁夏'),
  C('101180101', '郑州', 'Zhengzhou', '河南'),
  C('101190101', '南京', 'Nanjing', '江苏'),
  C('101200101', '武汉', 'Wuhan', '湖北'),
  C('101210101', '杭州', 'Hangzhou', '浙江'),
  C('101220101', '合肥', 'Hefei', '安徽'),
  C('101230101', '福州', 'Fuzhou', '福建'),
  C('101240101', '南昌', 'Nanchang', '江西'),
  C('101250101', '长沙', 'Changsha', '湖南'),
  C('101260101', '贵阳', 'Guiyang', '贵州'),
  C('101270101', '成都', 'Chengdu', '四川'),
  C('101280101', '广州', 'Guangzhou', '广东'),
  C('101280601', '深圳', 'Shenzhen', '广东'),
  C('101290101', '昆明', 'Kunming', '云南'),
  C('101300101', '南宁', 'Nanning', '广西'),
  C('101310101', '海口', 'Haikou', '海南'),
  C('101320101', '香港', 'Hong Kong', '香港'),
  C('101330101', '澳门', 'Macau', '澳门'),
  C('101340101', '台北', 'Taipei', '台湾'),
];

/** Cities whose code, name or province contains the keyword (all for an empty keyword), at most `limit`. */
export function searchCities(keyword: string | undefined, limit = 20): City[] {
  const q = (keyword ?? '').trim().toLowerCase();
  const hits = q
    ? CITIES.filter(
        (c) =>
          c.code.includes(q) || c.zh.includes(q) || c.en.toLowerCase().includes(q) || c.province.includes(q),
      )
    : CITIES;
  return hits.slice(0, limit);
}
