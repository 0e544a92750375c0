/**
 * The demo club's restaurants, menus and tables: a Delhi club's dining rooms, priced as such a club
 * charges its members (in paise). Indian and Chinese cook in the Main Kitchen, the rest in the
 * Garden Kitchen. Each dish: name, category, price in paise, veg?, station, spice level (0-3).
 */
export type DemoDish = readonly [name: string, category: string, pricePaise: number, isVeg: boolean, station: string, spice: number | null]

export interface DemoRestaurant {
  name: string
  cuisine: string
  description: string
  location: string
  kitchen: 'Main Kitchen' | 'Garden Kitchen'
  opening_hours: string
  tables: { prefix: string; count: number; seats: readonly number[] }
  dishes: readonly DemoDish[]
}

export const kitchenStations = {
  'Main Kitchen': ['tandoor', 'hot', 'wok', 'cold', 'dessert'],
  'Garden Kitchen': ['grill', 'hot', 'cold', 'bar', 'dessert'],
} as const

export const demoRestaurants: DemoRestaurant[] = [
  {
    name: 'Zafraan',
    cuisine: 'North Indian',
    description: 'Tandoor, dals and Mughlai curries in the main dining room.',
    location: 'Clubhouse, ground floor',
    kitchen: 'Main Kitchen',
    opening_hours: '12:30–15:30, 19:30–23:30',
    tables: { prefix: 'T', count: 12, seats: [2, 4, 4, 6] },
    dishes: [
      ['Dahi Kebab', 'Starters', 42500, true, 'hot', 1],
      ['Paneer Tikka', 'Starters', 52500, true, 'tandoor', 2],
      ['Murgh Malai Tikka', 'Starters', 62500, false, 'tandoor', 1],
      ['Mutton Seekh Kebab', 'Starters', 67500, false, 'tandoor', 2],
      ['Amritsari Fish', 'Starters', 69500, false, 'hot', 2],
      ['Dal Makhani', 'Main course', 42500, true, 'hot', 1],
      ['Palak Paneer', 'Main course', 47500, true, 'hot', 1],
      ['Butter Chicken', 'Main course', 69500, false, 'hot', 1],
      ['Rogan Josh', 'Main course', 74500, false, 'hot', 3],
      ['Chicken Biryani', 'Rice', 72500, false, 'hot', 2],
      ['Jeera Rice', 'Rice', 27500, true, 'hot', 0],
      ['Butter Naan', 'Breads', 9500, true, 'tandoor', 0],
      ['Garlic Naan', 'Breads', 11500, true, 'tandoor', 0],
      ['Tandoori Roti', 'Breads', 6000, true, 'tandoor', 0],
      ['Boondi Raita', 'Accompaniments', 17500, true, 'cold', 0],
      ['Gulab Jamun', 'Desserts', 22500, true, 'dessert', null],
      ['Kulfi Falooda', 'Desserts', 27500, true, 'dessert', null],
    ],
  },
  {
    name: 'Jade Garden',
    cuisine: 'Chinese',
    description: 'Delhi-style Chinese from the wok, soups and dim sums.',
    location: 'Clubhouse, first floor',
    kitchen: 'Main Kitchen',
    opening_hours: '12:30–15:30, 19:30–23:30',
    tables: { prefix: 'J', count: 10, seats: [4, 4, 6, 2] },
    dishes: [
      ['Hot and Sour Soup (Veg)', 'Soups', 29500, true, 'wok', 2],
      ['Hot and Sour Soup (Chicken)', 'Soups', 34500, false, 'wok', 2],
      ['Sweet Corn Soup', 'Soups', 27500, true, 'wok', 0],
      ['Veg Spring Rolls', 'Starters', 39500, true, 'wok', 1],
      ['Crispy Honey Chilli Potato', 'Starters', 42500, true, 'wok', 2],
      ['Chilli Paneer', 'Starters', 52500, true, 'wok', 2],
      ['Chilli Chicken', 'Starters', 59500, false, 'wok', 2],
      ['Veg Dim Sums', 'Starters', 42500, true, 'hot', 0],
      ['Veg Manchurian', 'Main course', 47500, true, 'wok', 1],
      ['Kung Pao Chicken', 'Main course', 62500, false, 'wok', 3],
      ['Fish in Hot Garlic Sauce', 'Main course', 69500, false, 'wok', 2],
      ['Veg Hakka Noodles', 'Rice and noodles', 42500, true, 'wok', 1],
      ['Chicken Hakka Noodles', 'Rice and noodles', 49500, false, 'wok', 1],
      ['Schezwan Fried Rice', 'Rice and noodles', 44500, true, 'wok', 3],
      ['Date Pancake with Ice Cream', 'Desserts', 32500, true, 'dessert', null],
      ['Darsaan', 'Desserts', 29500, true, 'dessert', null],
    ],
  },
  {
    name: 'The Lawn Grill',
    cuisine: 'Continental and grills',
    description: 'Grills, salads and pastas under the trees on the main lawn.',
    location: 'Main lawn',
    kitchen: 'Garden Kitchen',
    opening_hours: '18:30–23:00 (October to March)',
    tables: { prefix: 'L', count: 15, seats: [4, 6, 4, 8] },
    dishes: [
      ['Chicken Caesar Salad', 'Salads', 52500, false, 'cold', 0],
      ['Greek Salad', 'Salads', 42500, true, 'cold', 0],
      ['BBQ Chicken Wings', 'Starters', 52500, false, 'grill', 2],
      ['Paneer Shashlik', 'Grills', 59500, true, 'grill', 1],
      ['Grilled Vegetables with Herb Rice', 'Grills', 44500, true, 'grill', 0],
      ['Grilled Chicken Steak', 'Grills', 79500, false, 'grill', 1],
      ['Lamb Chops', 'Grills', 115000, false, 'grill', 1],
      ['Fish and Chips', 'Mains', 74500, false, 'hot', 0],
      ['Mushroom Risotto', 'Mains', 64500, true, 'hot', 0],
      ['Penne Arrabbiata', 'Mains', 52500, true, 'hot', 2],
      ['Margherita Pizza', 'Mains', 54500, true, 'hot', 0],
      ['Sizzling Brownie', 'Desserts', 34500, true, 'dessert', null],
      ['Crème Caramel', 'Desserts', 27500, true, 'dessert', null],
    ],
  },
  {
    name: 'Café Friends',
    cuisine: 'Café',
    description: 'Chai, coffee and all-day snacks by the pool.',
    location: 'Poolside',
    kitchen: 'Garden Kitchen',
    opening_hours: '07:00–22:00',
    tables: { prefix: 'C', count: 8, seats: [2, 4] },
    dishes: [
      ['Masala Chai', 'Beverages', 9000, true, 'bar', null],
      ['Filter Coffee', 'Beverages', 12000, true, 'bar', null],
      ['Cappuccino', 'Beverages', 18000, true, 'bar', null],
      ['Cold Coffee', 'Beverages', 22000, true, 'bar', null],
      ['Samosa (2 pieces)', 'Snacks', 12000, true, 'hot', 1],
      ['Bread Pakora', 'Snacks', 14000, true, 'hot', 1],
      ['Vegetable Sandwich', 'Snacks', 19500, true, 'cold', 0],
      ['Chicken Tikka Sandwich', 'Snacks', 27500, false, 'hot', 1],
      ['Masala Omelette', 'All day', 19500, false, 'hot', 1],
      ['Aloo Paratha with Curd', 'All day', 24500, true, 'hot', 1],
      ['Chole Bhature', 'All day', 32500, true, 'hot', 2],
      ['Pav Bhaji', 'All day', 29500, true, 'hot', 2],
      ['Chocolate Truffle Pastry', 'Bakery', 18000, true, 'dessert', null],
      ['Banana Walnut Cake', 'Bakery', 16000, true, 'dessert', null],
    ],
  },
  {
    name: 'The Colony Bar',
    cuisine: 'Bar and snacks',
    description: 'The members’ bar: drinks, and snacks from the Garden Kitchen.',
    location: 'Clubhouse, first floor, lawn side',
    kitchen: 'Garden Kitchen',
    opening_hours: '17:00–23:30',
    tables: { prefix: 'B', count: 8, seats: [2, 4, 4] },
    dishes: [
      ['Masala Peanuts', 'Bar snacks', 19500, true, 'cold', 1],
      ['French Fries', 'Bar snacks', 24500, true, 'hot', 0],
      ['Cheese Chilli Toast', 'Bar snacks', 29500, true, 'hot', 1],
      ['Paneer Pakora', 'Bar snacks', 34500, true, 'hot', 1],
      ['Nachos with Salsa', 'Bar snacks', 39500, true, 'cold', 1],
      ['Chicken Tikka', 'Bar snacks', 59500, false, 'grill', 2],
      ['Fish Fingers', 'Bar snacks', 59500, false, 'hot', 0],
      ['Fresh Lime Soda', 'Drinks', 15000, true, 'bar', null],
      ['Virgin Mojito', 'Drinks', 27500, true, 'bar', null],
      ['Kingfisher Premium (650 ml)', 'Drinks', 32500, true, 'bar', null],
      ['Old Monk Rum (60 ml)', 'Drinks', 22000, true, 'bar', null],
      ['Single Malt (60 ml)', 'Drinks', 65000, true, 'bar', null],
    ],
  },
]
