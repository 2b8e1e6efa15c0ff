// Business sectors and their subsectors (kyb-onboarding.md §3.2), as data: a copy of
// ../shared/data/business-sectors.json kept as a module (the library build reads no JSON). The spec names the
// 13 sectors and only examples of subsectors (Charity: Registered Charity, Unregistered Charity; Financial Services, Products or Institutions: Banking, Cryptocurrency, Money Services Business; Professional and Business Services: Accountancy, Legal; IT, Digital, Cyber: Computer Software, Website/App Development);
// the other subsectors are drafted. Replace this list with the real onboarding taxonomy without touching code.

/** A sector and its dependent subsectors. */
export interface BusinessSector {
  sector: string;
  subsectors: readonly string[];
}

export const businessSectorData: readonly BusinessSector[] = [
  {
    sector: 'Charity',
    subsectors: [
      'Registered Charity',
      'Unregistered Charity',
      'Charitable Foundation or Trust',
      'Religious Organisation',
      'Non-Governmental Organisation (NGO)',
      'Social Enterprise',
      'Other',
    ],
  },
  {
    sector: 'Aerospace and Defense',
    subsectors: [
      'Aircraft and Parts Manufacturing',
      'Aviation Services and Maintenance',
      'Space Technology',
      'Defense Contracting',
      'Military Equipment and Supplies',
      'Weapons and Ammunition',
      'Other',
    ],
  },
  {
    sector: 'Design, Marketing or Communication',
    subsectors: [
      'Advertising',
      'Marketing and Public Relations',
      'Graphic Design',
      'Media and Publishing',
      'Printing',
      'Photography and Video Production',
      'Telecommunications',
      'Other',
    ],
  },
  {
    sector: 'Education and Welfare',
    subsectors: [
      'Schools',
      'Colleges and Universities',
      'Vocational and Professional Training',
      'Tutoring and E-learning',
      'Childcare',
      'Healthcare Services',
      'Social Care and Welfare Services',
      'Other',
    ],
  },
  {
    sector: 'Entertainment, Gaming or Sports',
    subsectors: [
      'Gambling and Betting',
      'Video Games and eSports',
      'Film, Television and Music',
      'Events and Live Entertainment',
      'Arts and Culture',
      'Sports Clubs and Facilities',
      'Fitness and Leisure',
      'Other',
    ],
  },
  {
    sector: 'Financial Services, Products or Institutions',
    subsectors: [
      'Banking',
      'Cryptocurrency',
      'Money Services Business',
      'Payment Services and E-money',
      'Investment and Asset Management',
      'Insurance',
      'Lending and Credit',
      'Foreign Exchange Brokerage',
      'Other',
    ],
  },
  {
    sector: 'Professional and Business Services',
    subsectors: [
      'Accountancy',
      'Legal',
      'Management Consulting',
      'Recruitment and Staffing',
      'Architecture and Engineering',
      'Business Support and Outsourcing',
      'Research and Development',
      'Other',
    ],
  },
  {
    sector: 'Real Estate, Construction or Waste Management',
    subsectors: [
      'Real Estate Agency and Property Management',
      'Property Development',
      'Residential Construction',
      'Commercial Construction',
      'Civil Engineering and Infrastructure',
      'Building Trades and Contractors',
      'Waste Collection and Recycling',
      'Other',
    ],
  },
  {
    sector: 'Retail, Wholesale or Manufacturing',
    subsectors: [
      'E-commerce',
      'Retail Stores',
      'Wholesale and Distribution',
      'Import and Export',
      'Food and Beverages',
      'Clothing and Textiles',
      'Electronics',
      'Precious Metals and Jewellery',
      'Pharmaceuticals',
      'Automotive',
      'Industrial Manufacturing',
      'Other',
    ],
  },
  {
    sector: 'Transportation, Freight, Logistics',
    subsectors: [
      'Freight Forwarding',
      'Shipping and Maritime',
      'Road Haulage and Trucking',
      'Air Cargo',
      'Courier and Postal Services',
      'Warehousing and Storage',
      'Passenger Transport',
      'Other',
    ],
  },
  {
    sector: 'Travel, Tourism, Security',
    subsectors: [
      'Travel Agencies and Tour Operators',
      'Hotels and Accommodation',
      'Airlines',
      'Restaurants and Hospitality',
      'Security Services',
      'Private Investigation',
      'Other',
    ],
  },
  {
    sector: 'IT, Digital, Cyber',
    subsectors: [
      'Computer Software',
      'Website/App Development',
      'IT Consulting and Services',
      'Cloud and Hosting',
      'Cybersecurity',
      'Computer Hardware',
      'Data and Analytics',
      'Other',
    ],
  },
  {
    sector: 'Utilities, Energies and Natural Resources',
    subsectors: [
      'Electricity',
      'Gas',
      'Water',
      'Renewable Energy',
      'Oil and Gas Extraction',
      'Mining and Quarrying',
      'Agriculture, Forestry and Fishing',
      'Other',
    ],
  },
];
