import type { AiQuestionLanguage } from '@suvarna/contracts';

/**
 * Guest requests with the hotels that should be offered (by catalog id, over the embedded catalog: 1 Delhi,
 * 2 Mumbai, 3 Dehradun, 4 Mussoorie, 5 Rishikesh, 6 Almora, 7 Shimla, 8 Manali, 9 Kaza, 10 Guwahati,
 * 11 Panaji, 12 Jaipur, 13 Alleppey, 14 Varanasi, 15 Agra, 16 Pune, 17 Ooty). `relevant: []` means nothing
 * may be offered (a budget nothing meets, an amenity nowhere, a message that cannot be placed). `says`: facts
 * the reasoning must state, in the language of the case (`lang`, English when absent).
 */
export interface LabelledRequest {
  message: string;
  relevant: string[];
  lang?: AiQuestionLanguage;
  says?: string[];
}

export const labelledRequests: LabelledRequest[] = [
  { message: 'A hotel in Delhi for a business trip', relevant: ['1'] },
  { message: 'Mumbai, sea view, for two', relevant: ['2'] },
  { message: 'Something in Jaipur', relevant: ['12'] },
  { message: 'Backwaters houseboat holiday', relevant: ['13'] },
  { message: 'Kerala backwaters with ayurveda', relevant: ['13'] },
  { message: 'Beach holiday in Goa', relevant: ['11'] },
  { message: 'A beach resort with water sports', relevant: ['11'] },
  { message: 'Honeymoon on the beach', relevant: ['11'] },
  { message: 'Yoga and meditation retreat in Rishikesh', relevant: ['5'] },
  // Only Rishikesh has both a yoga deck and an Ayurveda centre.
  { message: 'A wellness retreat with yoga and ayurveda in the hills', relevant: ['5'] },
  { message: 'Skiing and adventure in Manali', relevant: ['8'] },
  { message: 'Adventure trip in the Himalayas, trekking', relevant: ['8', '9'] },
  { message: 'Spiti valley trek, Kaza', relevant: ['9'] },
  { message: 'Explore the North-East', relevant: ['10'] },
  { message: 'Tea gardens in Assam', relevant: ['10'] },
  { message: 'Guwahati for 3 people', relevant: ['10'] },
  { message: 'Heritage stay near the Taj Mahal', relevant: ['15'] },
  { message: 'Agra palace hotel', relevant: ['15'] },
  { message: 'Varanasi ghats, spiritual trip', relevant: ['14'] },
  { message: 'Benares by the Ganga', relevant: ['14'] },
  { message: 'Pune business conference under 12000', relevant: ['16'] },
  { message: 'Corporate offsite with a business center', relevant: ['1', '16'] },
  { message: 'Ooty tea country for a family of five', relevant: ['17'] },
  { message: 'Nilgiri hills with a fireplace', relevant: ['17', '4', '7'] },
  { message: 'Shimla heritage hill resort', relevant: ['7'] },
  // Manali has no fireplace.
  { message: 'Himachal in the snow with a fireplace', relevant: ['7'] },
  { message: 'Mussoorie weekend with a heated pool', relevant: ['4'] },
  { message: 'Dehradun family trip with a kids club', relevant: ['3'] },
  { message: 'Almora stargazing and yoga', relevant: ['6'] },
  { message: 'Quiet hill station under ₹11,000 a night', relevant: ['3', '6', '9', '5', '17', '10'] },
  { message: 'Hills under 10500 for two', relevant: ['3', '6', '9'] },
  { message: 'Uttarakhand wellness under 12k', relevant: ['5', '6'] },
  { message: 'Heritage palace in Rajasthan', relevant: ['12'] },
  { message: 'Luxury heritage palace with a pool', relevant: ['12', '15'] },
  { message: 'Romantic honeymoon with a spa in the mountains', relevant: ['4', '5', '6', '7', '8', '17'] },
  { message: 'Maharashtra city break', relevant: ['2', '16'] },
  { message: 'Uttar Pradesh heritage', relevant: ['15', '14'] },
  { message: 'Tamil Nadu hills', relevant: ['17'] },
  { message: 'A hotel in Bombay with a bar', relevant: ['2'] },
  { message: 'Alappuzha canoe trips for 4', relevant: ['13'] },
  { message: 'New Delhi with a spa and a gym', relevant: ['1'] },
  // Four guests need two ₹13,000 rooms or the ₹42,000 villa: a budget is a hard limit.
  { message: 'Goa for 4 people under ₹20,000', relevant: [], says: ['Nothing fits', '₹26,000'] },

  // Constraints kept: place, room kind, budget, amenities, pre-opening and future properties.
  { message: 'Goa honeymoon, sea view, ₹20,000', relevant: ['11'], says: ['Sea View Room', '₹18,500'] },
  // Mumbai's hotel faces the sea but says nothing of a beach.
  { message: 'Spa near a beach', relevant: ['11'] },
  { message: 'Kerala', relevant: ['13'] },
  { message: 'Udaipur lake palace', relevant: ['12', '15'], says: ['Suvarna Lake Palace Udaipur', '1 June 2027', 'km from Udaipur'] },
  { message: 'A hotel in Kochi for the weekend', relevant: ['13', '17'], says: ['no hotel in Kochi', 'km from Kochi'] },
  { message: 'Bangalore tech hotel', relevant: ['17', '13'], says: ['1 December 2026', 'cannot be booked yet'] },
  { message: 'Goa under ₹8,000', relevant: [], says: ['Nothing fits', '₹13,000'] },
  { message: 'Jaipur with a ski room', relevant: [], says: ['ski room'] },
  { message: 'A suite in Mumbai for 2', relevant: ['2'], says: ['Ocean Suite'] },
  { message: 'Family room in Shimla for 4', relevant: ['7'], says: ['Cedar Family Room'] },
  { message: 'Pool villa in Alleppey', relevant: ['13'], says: ['Pool Villa'] },
  { message: 'Manali for a family of four', relevant: ['8'], says: ['River Chalet'] },
  { message: 'A hotel in Paris please', relevant: [], says: ['Paris'] },

  // Hindi.
  { message: 'मनाली में चार लोगों के परिवार के लिए होटल', lang: 'hi', relevant: ['8'], says: ['River Chalet', '₹36,000'] },
  { message: 'गोवा में हनीमून, सी व्यू, ₹20,000 तक', lang: 'hi', relevant: ['11'], says: ['Sea View Room', '₹18,500'] },
  { message: 'ऋषिकेश में योग और ध्यान', lang: 'hi', relevant: ['5'] },
  { message: 'जयपुर में महल जैसा होटल', lang: 'hi', relevant: ['12'] },
  { message: '15 हज़ार से कम में पहाड़ों में शांत होटल', lang: 'hi', relevant: ['3', '4', '5', '6', '7', '8', '9', '10', '17'] },
  { message: 'केरल में हाउसबोट', lang: 'hi', relevant: ['13'] },
  { message: 'उदयपुर में लेक पैलेस', lang: 'hi', relevant: ['12', '15'], says: ['Suvarna Lake Palace Udaipur', '2027'] },
  { message: 'दिल्ली में बिज़नेस ट्रिप, जिम चाहिए', lang: 'hi', relevant: ['1'] },
  { message: 'मुंबई में 3 रात के लिए सी व्यू कमरा', lang: 'hi', relevant: ['2'], says: ['Sea View Room'] },
  { message: 'शिमला में बच्चों के साथ छुट्टियाँ', lang: 'hi', relevant: ['7'] },

  // Hindi in English letters.
  { message: 'manali mein family ke liye hotel', lang: 'hi-Latn', relevant: ['8'], says: ['River Chalet'] },
  { message: 'goa mein beach ke paas hotel 20k tak', lang: 'hi-Latn', relevant: ['11'] },
  { message: 'kerala mein houseboat aur ayurveda', lang: 'hi-Latn', relevant: ['13'] },
  { message: 'rishikesh mein yoga retreat chahiye', lang: 'hi-Latn', relevant: ['5'] },
  { message: 'jaipur mein sasta hotel', lang: 'hi-Latn', relevant: [], says: ['₹16,000'] },
  { message: 'pahadon mein 12 hazaar se kam hotel', lang: 'hi-Latn', relevant: ['3', '5', '6', '9', '10', '17'] },

  // Tamil.
  { message: 'மணாலியில் நான்கு பேர் கொண்ட குடும்பத்துக்கு ஹோட்டல்', lang: 'ta', relevant: ['8'], says: ['River Chalet'] },
  { message: 'கோவாவில் தேனிலவு, கடல் காட்சி அறை', lang: 'ta', relevant: ['11'], says: ['Sea View Room'] },
  { message: 'கேரளாவில் படகு வீடு', lang: 'ta', relevant: ['13'] },
  { message: 'ஊட்டியில் குடும்பத்துக்கு தங்கும் இடம்', lang: 'ta', relevant: ['17'] },
  { message: 'ஜெய்ப்பூரில் அரண்மனை ஹோட்டல்', lang: 'ta', relevant: ['12'] },
  { message: 'டெல்லியில் வணிகப் பயணம்', lang: 'ta', relevant: ['1'] },
  { message: 'கோவாவில் ₹10,000-க்குள் ஹோட்டல்', lang: 'ta', relevant: [], says: ['₹13,000'] },

  // Tamil in English letters.
  { message: 'goa la honeymoon ku hotel venum', lang: 'ta-Latn', relevant: ['11'] },
  { message: 'ooty la family ku hotel venum', lang: 'ta-Latn', relevant: ['17'] },
  { message: 'rishikesh la yoga ku hotel venum', lang: 'ta-Latn', relevant: ['5'] },
  { message: 'kerala la houseboat venum', lang: 'ta-Latn', relevant: ['13'] },
  { message: 'jaipur la aranmanai hotel venum', lang: 'ta-Latn', relevant: ['12'] },
  { message: 'manali la naalu per kudumbathuku hotel', lang: 'ta-Latn', relevant: ['8'], says: ['River Chalet'] },
  { message: 'goa la 10000 kulla hotel venum', lang: 'ta-Latn', relevant: [], says: ['₹13,000'] },

  // Nothing to place.
  { message: 'asdf qwer zxcv', relevant: [], says: ["I didn't understand"] },
  { message: 'What is the meaning of life?', relevant: [], says: ["I didn't understand"] },
  { message: 'आसमान नीला क्यों है', lang: 'hi', relevant: [], says: ['समझ नहीं पाया'] },
  { message: 'நீ யார்?', lang: 'ta', relevant: [], says: ['புரியவில்லை'] },
];
