/**
 * The demo store (issue 22): about 150 products the club's kitchens and bar buy, by category, as
 * `CODE|Name|stock unit|price in rupees per stock unit|reorder level|vendor`. Vendors are numbered
 * as in `demoVendors`.
 */
export const demoVendors = [
  {
    name: 'Mother Dairy Depot, Civil Lines',
    contact_person: 'Ramesh Gupta',
    phone: '9810021001',
    gstin: '07AABCM1234D1Z5',
    address: 'Civil Lines, Delhi',
  },
  { name: 'Azadpur Fresh Vegetables', contact_person: 'Salim Khan', phone: '9810021002', gstin: null, address: 'Azadpur Mandi, Delhi' },
  {
    name: 'Ghazipur Meat and Fish Co.',
    contact_person: 'Harpreet Singh',
    phone: '9810021003',
    gstin: '07AAFCG5678K1Z2',
    address: 'Ghazipur, Delhi',
  },
  {
    name: 'Khari Baoli Traders',
    contact_person: 'Anil Aggarwal',
    phone: '9810021004',
    gstin: '07AAKFK9012L1Z8',
    address: 'Khari Baoli, Old Delhi',
  },
  {
    name: 'Metro Cash and Carry, Shalimar Bagh',
    contact_person: 'Key accounts desk',
    phone: '01147000000',
    gstin: '07AAACM3025E1ZR',
    address: 'Shalimar Bagh, Delhi',
  },
  {
    name: 'Delhi Beverages and Spirits',
    contact_person: 'Vikas Malhotra',
    phone: '9810021006',
    gstin: '07AADCD3456M1Z9',
    address: 'Okhla Phase II, Delhi',
  },
] as const

export const demoUnits = [
  { name: 'Kilogram', symbol: 'kg', dimension: 'mass', factor: 1000 },
  { name: 'Gram', symbol: 'g', dimension: 'mass', factor: 1 },
  { name: 'Litre', symbol: 'l', dimension: 'volume', factor: 1000 },
  { name: 'Millilitre', symbol: 'ml', dimension: 'volume', factor: 1 },
  { name: 'Piece', symbol: 'pc', dimension: 'count', factor: 1 },
  { name: 'Dozen', symbol: 'dz', dimension: 'count', factor: 12 },
] as const

export const demoStoreProducts: Record<string, string> = {
  Dairy: `
MILK|Full cream milk|l|68|40|0
CURD|Curd|kg|90|10|0
PANEER|Paneer|kg|420|8|0
BUTTER|Butter|kg|560|5|0
CREAM|Fresh cream|l|240|5|0
GHEE|Desi ghee|kg|650|5|0
CHEESE-MOZ|Mozzarella cheese|kg|520|3|4
CHEESE-PRO|Processed cheese|kg|480|2|4
KHOYA|Khoya|kg|380|2|0
ICE-CREAM|Vanilla ice cream|l|260|4|4
EGG|Eggs|pc|7|120|4
MILK-CONDENSED|Condensed milk|kg|310|2|4`,
  Vegetables: `
ONION|Onion|kg|35|40|1
TOMATO|Tomato|kg|40|30|1
POTATO|Potato|kg|25|40|1
GARLIC|Garlic|kg|160|5|1
GINGER|Ginger|kg|140|5|1
GREEN-CHILLI|Green chilli|kg|80|3|1
CORIANDER|Coriander leaves|kg|120|2|1
MINT|Mint leaves|kg|150|1|1
SPINACH|Spinach|kg|40|8|1
CAPSICUM|Capsicum|kg|80|6|1
CAPSICUM-COL|Coloured capsicum|kg|220|2|1
CABBAGE|Cabbage|kg|30|8|1
CARROT|Carrot|kg|45|8|1
CAULIFLOWER|Cauliflower|kg|45|6|1
PEAS|Green peas|kg|90|5|1
BEANS|French beans|kg|70|4|1
SPRING-ONION|Spring onion|kg|90|3|1
MUSHROOM|Button mushroom|kg|220|3|1
CUCUMBER|Cucumber|kg|40|5|1
LETTUCE|Iceberg lettuce|kg|180|2|1
BROCCOLI|Broccoli|kg|200|2|1
ZUCCHINI|Zucchini|kg|160|2|1
SWEET-CORN|Sweet corn kernels|kg|140|4|4
BABY-CORN|Baby corn|kg|160|2|1
OLIVES|Black olives|kg|560|1|4
JALAPENO|Jalapeño|kg|420|1|4
BASIL|Fresh basil|kg|600|0.5|1
CELERY|Celery|kg|200|1|1
BEETROOT|Beetroot|kg|40|3|1
RADISH|Radish|kg|30|3|1`,
  Fruit: `
LEMON|Lemon|pc|4|100|1
BANANA|Banana|dz|60|5|1
APPLE|Apple|kg|160|5|1
ORANGE|Orange|kg|90|5|1
PINEAPPLE|Pineapple|pc|70|6|1
WATERMELON|Watermelon|kg|25|10|1`,
  'Dry fruits and nuts': `
DATES|Dates|kg|320|2|3
WALNUT|Walnut kernels|kg|1100|1|3
CASHEW|Cashew nuts|kg|900|2|3
ALMOND|Almonds|kg|850|1|3
RAISIN|Raisins|kg|400|1|3
PEANUT|Peanuts|kg|140|4|3`,
  'Meat and fish': `
CHICKEN|Chicken, curry cut|kg|220|15|2
CHICKEN-BL|Chicken, boneless|kg|320|12|2
CHICKEN-WING|Chicken wings|kg|260|5|2
MUTTON|Mutton, curry cut|kg|780|8|2
MUTTON-MINCE|Mutton mince|kg|720|4|2
LAMB-CHOP|Lamb chops|kg|1100|3|2
FISH-SOLE|Basa fillet|kg|380|5|2
FISH-SURMAI|Surmai|kg|750|3|2
PRAWN|Prawns|kg|650|3|2
SAUSAGE|Chicken sausages|kg|480|2|4`,
  'Dry goods': `
RICE-BASMATI|Basmati rice|kg|110|25|3
RICE-SONA|Sona masoori rice|kg|60|15|3
ATTA|Whole wheat flour (atta)|kg|38|40|3
MAIDA|Refined flour (maida)|kg|36|25|3
BESAN|Gram flour (besan)|kg|90|8|3
SOOJI|Semolina (sooji)|kg|45|5|3
CORNFLOUR|Corn flour|kg|90|4|4
DAL-URAD|Whole urad dal|kg|130|8|3
DAL-TOOR|Toor dal|kg|150|10|3
DAL-MOONG|Moong dal|kg|120|6|3
DAL-CHANA|Chana dal|kg|95|5|3
RAJMA|Rajma|kg|140|5|3
CHOLE|Kabuli chana|kg|120|8|3
SUGAR|Sugar|kg|44|25|3
JAGGERY|Jaggery|kg|60|3|3
SALT|Salt|kg|22|10|3
PASTA-PENNE|Penne pasta|kg|180|4|4
NOODLES|Hakka noodles|kg|140|6|4
ARBORIO|Arborio rice|kg|520|2|4
VERMICELLI|Vermicelli|kg|110|2|3
BREAD-CRUMBS|Bread crumbs|kg|150|2|4
NACHOS|Nachos chips|kg|380|2|4
POHA|Poha|kg|60|3|3
SPRING-SHEET|Spring roll sheets|pc|3|200|4
TEA-LEAF|Assam tea leaves|kg|420|3|3
COFFEE-FILTER|Filter coffee powder|kg|650|2|3
COFFEE-BEANS|Espresso coffee beans|kg|1400|2|4
COCOA|Cocoa powder|kg|700|1|4
CHOCOLATE|Dark cooking chocolate|kg|650|2|4
HONEY|Honey|kg|380|2|4
BAKING-POWDER|Baking powder|kg|240|0.5|4
YEAST|Dry yeast|kg|600|0.5|4`,
  'Spices and sauces': `
TURMERIC|Turmeric powder|kg|220|2|3
CHILLI-POWDER|Red chilli powder|kg|320|2|3
KASHMIRI-CHILLI|Kashmiri chilli powder|kg|520|1|3
CORIANDER-POWDER|Coriander powder|kg|240|2|3
CUMIN|Cumin seeds|kg|480|2|3
GARAM-MASALA|Garam masala|kg|900|1|3
KASURI-METHI|Kasuri methi|kg|600|0.5|3
CARDAMOM|Green cardamom|kg|2800|0.5|3
SAFFRON|Saffron|g|350|5|3
BLACK-PEPPER|Black pepper|kg|750|1|3
CHAAT-MASALA|Chaat masala|kg|420|1|3
TANDOORI-MASALA|Tandoori masala|kg|520|1|3
AJWAIN|Carom seeds|kg|300|0.5|3
OREGANO|Dried oregano|kg|900|0.5|4
SOY-SAUCE|Soy sauce|l|160|4|4
VINEGAR|Vinegar|l|70|3|4
CHILLI-SAUCE|Green chilli sauce|l|140|3|4
TOMATO-KETCHUP|Tomato ketchup|kg|130|5|4
SCHEZWAN|Schezwan sauce|kg|240|2|4
MAYONNAISE|Mayonnaise|kg|260|3|4
BBQ-SAUCE|Barbecue sauce|kg|340|1|4
TOMATO-PUREE|Tomato purée|kg|90|5|4
PIZZA-SAUCE|Pizza sauce|kg|260|2|4
ROSE-WATER|Rose water|l|180|0.5|3
SUGAR-SYRUP|Sugar syrup|l|60|3|4`,
  Oils: `
OIL-REFINED|Refined sunflower oil|l|150|30|3
OIL-MUSTARD|Mustard oil|l|180|8|3
OIL-OLIVE|Olive oil|l|850|3|4`,
  Bakery: `
BREAD-WHITE|White bread loaf|pc|45|20|4
BREAD-BROWN|Brown bread loaf|pc|55|10|4
PAV|Pav buns|pc|4|120|4
PIZZA-BASE|Pizza base|pc|35|20|4
BURGER-BUN|Burger buns|pc|8|40|4
PASTRY-CHOC|Chocolate truffle pastry|pc|60|12|4
BROWNIE|Walnut brownie|pc|45|12|4
BANANA-CAKE|Banana walnut cake slice|pc|40|12|4
RUSK|Rusk|kg|140|2|4`,
  Beverages: `
SODA|Soda|pc|15|96|5
COLA|Cola (300 ml)|pc|25|96|5
TONIC|Tonic water|pc|40|48|5
MINERAL-WATER|Mineral water (1 l)|pc|20|120|5
ORANGE-JUICE|Orange juice|l|140|6|5
LIME-CORDIAL|Lime cordial|l|220|2|5
MINT-SYRUP|Mojito mint syrup|l|420|1|5`,
  'Bar stock': `
BEER-KF|Kingfisher Premium (650 ml)|pc|140|96|5
BEER-BUD|Budweiser (650 ml)|pc|170|48|5
RUM-OM|Old Monk rum|ml|0.7|6000|5
WHISKY-BP|Blenders Pride whisky|ml|1.2|6000|5
WHISKY-SM|Single malt whisky|ml|5.5|3000|5
VODKA|Vodka|ml|1.1|4000|5
GIN|Gin|ml|1.6|3000|5
WINE-RED|Red wine|ml|1.4|4500|5
WINE-WHITE|White wine|ml|1.4|4500|5
BRANDY|Brandy|ml|1.0|3000|5`,
  Housekeeping: `
NAPKIN|Paper napkins (pack of 100)|pc|60|30|4
FOIL|Aluminium foil roll|pc|180|10|4
CLING|Cling film roll|pc|220|6|4
DISH-SOAP|Dishwash liquid|l|120|10|4
SANITISER|Kitchen sanitiser|l|240|5|4
GLOVES|Disposable gloves (box)|pc|250|6|4
GAS|LPG cylinder (19 kg)|pc|1850|4|4`,
}

/** A dish's ingredients by words in its name: [product code, quantity, unit symbol]; several may apply. */
export const demoRecipeRules: [RegExp, [string, number, string][]][] = [
  [/paneer/i, [['PANEER', 150, 'g']]],
  [/chicken|murgh/i, [['CHICKEN-BL', 200, 'g']]],
  [/mutton|rogan|seekh/i, [['MUTTON', 220, 'g']]],
  [/lamb/i, [['LAMB-CHOP', 300, 'g']]],
  [/fish/i, [['FISH-SOLE', 200, 'g']]],
  [
    /dal/i,
    [
      ['DAL-URAD', 80, 'g'],
      ['BUTTER', 20, 'g'],
      ['CREAM', 20, 'ml'],
    ],
  ],
  [/palak/i, [['SPINACH', 250, 'g']]],
  [
    /butter chicken/i,
    [
      ['BUTTER', 30, 'g'],
      ['CREAM', 40, 'ml'],
      ['TOMATO-PUREE', 80, 'g'],
    ],
  ],
  [
    /biryani/i,
    [
      ['RICE-BASMATI', 150, 'g'],
      ['SAFFRON', 0.1, 'g'],
    ],
  ],
  [/jeera rice|herb rice|fried rice/i, [['RICE-BASMATI', 120, 'g']]],
  [
    /naan/i,
    [
      ['MAIDA', 90, 'g'],
      ['BUTTER', 10, 'g'],
    ],
  ],
  [/garlic/i, [['GARLIC', 10, 'g']]],
  [/roti|paratha|bhature/i, [['ATTA', 80, 'g']]],
  [/raita|curd|dahi/i, [['CURD', 150, 'g']]],
  [
    /gulab jamun/i,
    [
      ['KHOYA', 60, 'g'],
      ['SUGAR', 60, 'g'],
    ],
  ],
  [
    /kulfi|ice cream|falooda/i,
    [
      ['ICE-CREAM', 100, 'ml'],
      ['VERMICELLI', 20, 'g'],
    ],
  ],
  [
    /soup/i,
    [
      ['CORNFLOUR', 15, 'g'],
      ['CABBAGE', 40, 'g'],
      ['CARROT', 30, 'g'],
    ],
  ],
  [/corn/i, [['SWEET-CORN', 60, 'g']]],
  [
    /spring roll|dim sum/i,
    [
      ['SPRING-SHEET', 4, 'pc'],
      ['CABBAGE', 60, 'g'],
    ],
  ],
  [/potato|chips|fries|samosa|aloo|pav bhaji/i, [['POTATO', 200, 'g']]],
  [
    /chilli|manchurian|kung pao|hot garlic|schezwan/i,
    [
      ['CAPSICUM', 50, 'g'],
      ['SOY-SAUCE', 15, 'ml'],
      ['CHILLI-SAUCE', 15, 'ml'],
    ],
  ],
  [
    /noodles/i,
    [
      ['NOODLES', 150, 'g'],
      ['CABBAGE', 50, 'g'],
    ],
  ],
  [
    /pancake|darsaan/i,
    [
      ['MAIDA', 80, 'g'],
      ['HONEY', 20, 'g'],
      ['ICE-CREAM', 60, 'ml'],
    ],
  ],
  [
    /salad/i,
    [
      ['LETTUCE', 120, 'g'],
      ['CUCUMBER', 60, 'g'],
      ['OIL-OLIVE', 15, 'ml'],
    ],
  ],
  [
    /greek/i,
    [
      ['OLIVES', 30, 'g'],
      ['TOMATO', 60, 'g'],
    ],
  ],
  [
    /wings/i,
    [
      ['CHICKEN-WING', 300, 'g'],
      ['BBQ-SAUCE', 40, 'g'],
    ],
  ],
  [
    /shashlik|grilled vegetables/i,
    [
      ['CAPSICUM-COL', 100, 'g'],
      ['ZUCCHINI', 80, 'g'],
      ['MUSHROOM', 60, 'g'],
    ],
  ],
  [/steak/i, [['CHICKEN-BL', 100, 'g']]],
  [
    /risotto/i,
    [
      ['ARBORIO', 100, 'g'],
      ['MUSHROOM', 100, 'g'],
      ['CHEESE-PRO', 20, 'g'],
    ],
  ],
  [
    /penne/i,
    [
      ['PASTA-PENNE', 120, 'g'],
      ['TOMATO-PUREE', 100, 'g'],
    ],
  ],
  [
    /pizza/i,
    [
      ['PIZZA-BASE', 1, 'pc'],
      ['CHEESE-MOZ', 120, 'g'],
      ['PIZZA-SAUCE', 60, 'g'],
      ['BASIL', 3, 'g'],
    ],
  ],
  [
    /brownie/i,
    [
      ['BROWNIE', 1, 'pc'],
      ['ICE-CREAM', 60, 'ml'],
      ['CHOCOLATE', 30, 'g'],
    ],
  ],
  [
    /caramel/i,
    [
      ['MILK', 150, 'ml'],
      ['EGG', 1, 'pc'],
      ['SUGAR', 40, 'g'],
    ],
  ],
  [
    /chai/i,
    [
      ['TEA-LEAF', 5, 'g'],
      ['MILK', 100, 'ml'],
      ['SUGAR', 10, 'g'],
    ],
  ],
  [
    /filter coffee/i,
    [
      ['COFFEE-FILTER', 10, 'g'],
      ['MILK', 120, 'ml'],
      ['SUGAR', 10, 'g'],
    ],
  ],
  [
    /cappuccino/i,
    [
      ['COFFEE-BEANS', 14, 'g'],
      ['MILK', 150, 'ml'],
    ],
  ],
  [
    /cold coffee/i,
    [
      ['COFFEE-FILTER', 12, 'g'],
      ['MILK', 200, 'ml'],
      ['ICE-CREAM', 60, 'ml'],
      ['SUGAR', 20, 'g'],
    ],
  ],
  [
    /pakora/i,
    [
      ['BESAN', 80, 'g'],
      ['OIL-REFINED', 40, 'ml'],
    ],
  ],
  [/bread pakora|sandwich|toast/i, [['BREAD-WHITE', 0.25, 'pc']]],
  [/cheese/i, [['CHEESE-PRO', 40, 'g']]],
  [
    /sandwich/i,
    [
      ['CUCUMBER', 40, 'g'],
      ['TOMATO', 40, 'g'],
      ['MAYONNAISE', 20, 'g'],
    ],
  ],
  [
    /omelette/i,
    [
      ['EGG', 3, 'pc'],
      ['ONION', 30, 'g'],
    ],
  ],
  [
    /chole/i,
    [
      ['CHOLE', 100, 'g'],
      ['MAIDA', 80, 'g'],
    ],
  ],
  [
    /pav bhaji/i,
    [
      ['PAV', 2, 'pc'],
      ['BUTTER', 20, 'g'],
      ['PEAS', 40, 'g'],
    ],
  ],
  [/truffle pastry/i, [['PASTRY-CHOC', 1, 'pc']]],
  [/banana walnut/i, [['BANANA-CAKE', 1, 'pc']]],
  [
    /peanuts/i,
    [
      ['PEANUT', 100, 'g'],
      ['ONION', 30, 'g'],
    ],
  ],
  [
    /nachos/i,
    [
      ['NACHOS', 100, 'g'],
      ['TOMATO', 60, 'g'],
      ['JALAPENO', 15, 'g'],
      ['CHEESE-PRO', 30, 'g'],
    ],
  ],
  [
    /chicken tikka|malai tikka|tandoori|paneer tikka/i,
    [
      ['TANDOORI-MASALA', 8, 'g'],
      ['CURD', 60, 'g'],
    ],
  ],
  [
    /fingers|amritsari/i,
    [
      ['BESAN', 40, 'g'],
      ['BREAD-CRUMBS', 30, 'g'],
    ],
  ],
  [
    /lime soda/i,
    [
      ['LEMON', 1, 'pc'],
      ['SODA', 1, 'pc'],
      ['SUGAR-SYRUP', 30, 'ml'],
    ],
  ],
  [
    /mojito/i,
    [
      ['LEMON', 1, 'pc'],
      ['MINT', 5, 'g'],
      ['MINT-SYRUP', 30, 'ml'],
      ['SODA', 1, 'pc'],
    ],
  ],
  [/kingfisher/i, [['BEER-KF', 1, 'pc']]],
  [/old monk/i, [['RUM-OM', 60, 'ml']]],
  [/single malt/i, [['WHISKY-SM', 60, 'ml']]],
  [/kebab/i, [['GARAM-MASALA', 3, 'g']]],
]

/** What nearly every cooked dish uses; drinks and bakery items sold as bought take none of it. */
export const demoRecipeBase: [string, number, string][] = [
  ['OIL-REFINED', 15, 'ml'],
  ['ONION', 40, 'g'],
  ['SALT', 4, 'g'],
]
export const uncookedCategories = new Set(['Beverages', 'Drinks', 'Bakery', 'Desserts'])
