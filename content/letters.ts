/**
 * Visa invitation letters (issue 25): the Nigerian embassies, high commissions and consulates
 * suggested on the request form (/ticket/visa-letter). The field is free text: a mission not
 * listed here can be typed as it is. Commonwealth capitals have a High Commission, others an
 * Embassy; a few large cities have a Consulate-General as well.
 */
export const nigerianMissions: readonly string[] = [
  // West Africa
  'Nigeria High Commission, Accra',
  'Embassy of Nigeria, Abidjan',
  'Embassy of Nigeria, Bamako',
  'Nigeria High Commission, Banjul',
  'Embassy of Nigeria, Bissau',
  'Embassy of Nigeria, Conakry',
  'Embassy of Nigeria, Cotonou',
  'Embassy of Nigeria, Dakar',
  'Nigeria High Commission, Freetown',
  'Embassy of Nigeria, Lomé',
  'Embassy of Nigeria, Monrovia',
  'Embassy of Nigeria, Niamey',
  'Embassy of Nigeria, Nouakchott',
  'Embassy of Nigeria, Ouagadougou',
  'Embassy of Nigeria, Praia',
  // Central Africa
  'Consulate-General of Nigeria, Buea',
  'Consulate-General of Nigeria, Douala',
  'Embassy of Nigeria, Brazzaville',
  'Embassy of Nigeria, Kinshasa',
  'Embassy of Nigeria, Libreville',
  'Embassy of Nigeria, Malabo',
  "Embassy of Nigeria, N'Djamena",
  'Nigeria High Commission, Yaoundé',
  // East Africa
  'Embassy of Nigeria, Addis Ababa',
  'Nigeria High Commission, Dar es Salaam',
  'Nigeria High Commission, Kampala',
  'Nigeria High Commission, Kigali',
  'Nigeria High Commission, Nairobi',
  'Embassy of Nigeria, Khartoum',
  // Southern Africa
  'Nigeria High Commission, Gaborone',
  'Embassy of Nigeria, Harare',
  'Consulate-General of Nigeria, Johannesburg',
  'Embassy of Nigeria, Luanda',
  'Nigeria High Commission, Lusaka',
  'Nigeria High Commission, Maputo',
  'Nigeria High Commission, Pretoria',
  'Nigeria High Commission, Windhoek',
  // North Africa
  'Embassy of Nigeria, Algiers',
  'Embassy of Nigeria, Cairo',
  'Embassy of Nigeria, Rabat',
  'Embassy of Nigeria, Tripoli',
  'Embassy of Nigeria, Tunis',
  // Elsewhere
  'Consulate-General of Nigeria, Atlanta',
  'Embassy of Nigeria, Beijing',
  'Embassy of Nigeria, Berlin',
  'Embassy of Nigeria, Brussels',
  'Consulate-General of Nigeria, Dubai',
  'Nigeria High Commission, London',
  'Consulate-General of Nigeria, New York',
  'Nigeria High Commission, Ottawa',
  'Embassy of Nigeria, Paris',
  'Embassy of Nigeria, Washington, DC',
];
