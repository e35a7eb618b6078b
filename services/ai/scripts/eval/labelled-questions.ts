import type { AiQuestionLanguage } from '@suvarna/contracts';

/**
 * Concierge questions with a fact the answer must contain (case-insensitive) over the embedded catalog, in
 * the language of the case (`lang`, English when absent); `not`: a text it must not contain.
 */
export interface LabelledQuestion {
  message: string;
  fact: string;
  lang?: AiQuestionLanguage;
  not?: string;
}

export const labelledQuestions: LabelledQuestion[] = [
  { message: 'What time is check-in?', fact: '2:00 PM' },
  { message: 'When is check-out?', fact: '12:00 noon' },
  { message: 'What is your cancellation policy?', fact: 'until 48 hours before check-in day', not: '24-48' },
  { message: 'Can I get a refund if I cancel?', fact: '48 hours before check-in' },
  { message: 'Are pets allowed?', fact: 'pets with prior arrangement' },
  { message: 'Can I bring my dog?', fact: 'pets' },
  { message: 'Are children welcome?', fact: 'Children are welcome' },
  { message: 'How do I pay for a booking?', fact: 'card' },
  { message: 'Are taxes included in the price?', fact: '12 percent' },
  { message: 'What should I see in Agra?', fact: 'Taj Mahal' },
  { message: 'Things to do in Jaipur', fact: 'Amber Fort' },
  { message: 'What to eat in Mumbai?', fact: 'vada pav' },
  { message: 'Best time to visit Leh?', fact: 'May to September' },
  { message: 'Sightseeing in Varanasi', fact: 'Ganga aarti' },
  { message: 'What can I do in Rishikesh?', fact: 'rafting' },
  { message: 'Attractions in Shimla', fact: 'toy train' },
  { message: 'What is there to see in Alleppey?', fact: 'houseboat' },
  { message: 'Where to eat in Panaji?', fact: 'fish curry' },
  { message: 'Things to do in Ooty', fact: 'Nilgiri Mountain Railway' },
  { message: 'What to see in Shillong?', fact: 'root bridges' },
  { message: 'Does the Jaipur hotel have a pool?', fact: 'Pool' },
  { message: 'Does the Rishikesh hotel have yoga?', fact: 'Yoga Deck' },
  { message: 'Which amenities does the Manali resort have?', fact: 'Ski Room' },
  { message: 'How much are the rooms in Mumbai?', fact: '₹14,000' },
  { message: 'Room prices in Delhi', fact: '₹12,000' },
  { message: 'What is the phone number of the Goa hotel?', fact: '+91' },
  { message: 'Is the Leh hotel open?', fact: 'opening soon' },
  { message: 'Tell me about the hotel in Kaza', fact: 'High-Altitude Eco Lodge' },
  { message: 'Does the Alleppey resort offer houseboat cruises?', fact: 'Houseboat Cruises' },
  { message: 'How does the AI concierge work?', fact: 'any hour' },
  { message: 'Is breakfast included at the Jaipur hotel?', fact: '+91 141 456 7812' },
  { message: 'purple elephants dance quietly', fact: "I didn't understand" },
  { message: 'xyzzy', fact: "I didn't understand" },

  // Hindi.
  { message: 'जयपुर में नाश्ता कब मिलता है?', lang: 'hi', fact: '+91 141 456 7812' },
  { message: 'चेक-इन कितने बजे होता है?', lang: 'hi', fact: '2:00 बजे' },
  { message: 'रद्द करने की नीति क्या है?', lang: 'hi', fact: '48 घंटे पहले' },
  { message: 'आगरा में क्या देखें?', lang: 'hi', fact: 'ताजमहल' },
  { message: 'क्या पालतू जानवर ला सकते हैं?', lang: 'hi', fact: 'पालतू जानवरों' },
  { message: 'मुंबई में कमरों की कीमत', lang: 'hi', fact: '₹14,000' },
  { message: 'ऋषिकेश वाले होटल में योग है?', lang: 'hi', fact: 'योग डेक' },
  { message: 'मौसम कैसा है', lang: 'hi', fact: 'समझ नहीं पाया' },

  // Hindi in English letters.
  { message: 'check in kitne baje hai', lang: 'hi-Latn', fact: '2:00 बजे' },
  { message: 'jaipur mein kya dekhen', lang: 'hi-Latn', fact: 'आमेर किला' },
  { message: 'goa hotel ka phone number kya hai', lang: 'hi-Latn', fact: '+91 832 456 7811' },

  // Tamil.
  { message: 'செக்-இன் எத்தனை மணிக்கு?', lang: 'ta', fact: '2:00 மணி' },
  { message: 'ரத்து செய்யும் கொள்கை என்ன?', lang: 'ta', fact: '48 மணி நேரம்' },
  { message: 'ஜெய்ப்பூரில் என்ன பார்க்கலாம்?', lang: 'ta', fact: 'ஆமேர் கோட்டை' },
  { message: 'ஊட்டியில் என்ன சாப்பிடலாம்?', lang: 'ta', fact: 'நீலகிரி தேநீர்' },
  { message: 'மும்பை ஹோட்டல் அறை விலை', lang: 'ta', fact: '₹14,000' },
  { message: 'மணாலி ஹோட்டலில் ஸ்பா உண்டா?', lang: 'ta', fact: 'ஆம்' },
  { message: 'ஜெய்ப்பூரில் காலை உணவு எப்போது?', lang: 'ta', fact: '+91 141 456 7812' },

  // Tamil in English letters.
  { message: 'check in eppo?', lang: 'ta-Latn', fact: '2:00 மணி' },
  { message: 'ooty la enna paakka?', lang: 'ta-Latn', fact: 'நீலகிரி' },
  { message: 'cancel panna refund kidaikuma?', lang: 'ta-Latn', fact: '48 மணி நேரம்' },
  { message: 'mumbai hotel la room vilai evlo?', lang: 'ta-Latn', fact: '₹14,000' },
  { message: 'pets allowed hai kya', lang: 'hi-Latn', fact: 'पालतू जानवरों' },
  { message: 'agra mein kya dekhen', lang: 'hi-Latn', fact: 'ताजमहल' },
];
