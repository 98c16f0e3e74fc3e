// Word lists the generators draw from, so the back office reads like a real seller's data.

export const PRODUCTS = [
  'Stainless Steel Water Bottle', 'Silicone Baking Mat', 'LED Desk Lamp', 'Bamboo Cutting Board', 'Yoga Mat',
  'Wireless Earbuds Case', 'Ceramic Coffee Mug', 'Phone Tripod Stand', 'Kids Building Blocks', 'Pet Grooming Glove',
  'Car Seat Organizer', 'Cotton Bath Towel', 'Garden Hose Nozzle', 'USB-C Charging Cable', 'Travel Packing Cubes',
  'Insulated Lunch Bag', 'Resistance Bands Set', 'Makeup Brush Set', 'Electric Milk Frother', 'Shower Caddy',
] as const;

export const BRANDS = ['Hoverly', 'Nordvik', 'Kestrel Home', 'Lumora', 'PawPals', 'Trailix', 'Cozynest', 'Vantor'] as const;

export const CATEGORIES = [
  'Home & Kitchen', 'Sports & Outdoors', 'Electronics', 'Toys & Games', 'Pet Supplies', 'Automotive', 'Beauty',
] as const;

export const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Pink'] as const;
export const SIZES = ['S', 'M', 'L', 'XL', '500ml', '750ml', '1L'] as const;

export const STAFF = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强'] as const;

export const BUYERS = [
  'Emily Carter', 'James Miller', 'Olivia Brown', 'Liam Wilson', 'Sophia Davis', 'Noah Moore', 'Ava Taylor',
  'Mason Anderson', 'Isabella Thomas', 'Lucas Jackson', 'Mia White', 'Ethan Harris', 'Harper Martin',
] as const;

export const US_PLACES = [
  { city: 'Los Angeles', province: 'CA', zip: '90017' },
  { city: 'Houston', province: 'TX', zip: '77002' },
  { city: 'Seattle', province: 'WA', zip: '98101' },
  { city: 'Miami', province: 'FL', zip: '33131' },
  { city: 'Chicago', province: 'IL', zip: '60601' },
  { city: 'Newark', province: 'NJ', zip: '07102' },
] as const;

export const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Harbor Blvd', 'Industrial Way', 'Commerce Pkwy', 'Pine St'] as const;

/** Platform fulfilment centres (logisticsCode values are several of these joined by a colon). */
export const FULFILMENT_CENTRES = ['ONT8', 'LGB8', 'SBD1', 'IND9', 'ABE8', 'MDW2', 'ATL6', 'FTW1'] as const;

export const LOGISTICS = [
  { providerId: 21, provider: 'Matson Express', channelId: 2101, way: '海运快船' },
  { providerId: 22, provider: 'COSCO Shipping', channelId: 2203, way: '海运普船' },
  { providerId: 31, provider: 'DHL Air', channelId: 3102, way: '空运' },
  { providerId: 41, provider: 'Rail Euro', channelId: 4101, way: '铁路' },
] as const;

export const ACCESSORIES = ['Gift Box', 'Instruction Card', 'Bubble Wrap', 'Carry Pouch', 'Spare Lid'] as const;

export const HEAD_FEE_TYPES: Readonly<Record<number, string>> = {
  1: '按计费重',
  2: '按实重',
  3: '按体积重',
  4: '按SKU数量',
  5: '按箱子体积',
  6: '自定义',
};
