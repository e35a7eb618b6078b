import type { AnswerLanguage } from '../language/read-language';

/**
 * A short written guide to the city of each of the chain's properties, in each language the concierge
 * answers in (written for each language, not translated at run time): what to see and do, where and what to
 * eat, and when to go. Kept as data in the repository; the concierge retrieves from it and cites it by city.
 */
export interface CityGuide {
  see: string;
  eat: string;
  when: string;
}

type Guides = Readonly<Record<string, Readonly<Record<AnswerLanguage, CityGuide>>>>;

export const cityGuides: Guides = {
  Delhi: {
    en: {
      see: 'Walk Humayun’s Tomb and Qutub Minar in the morning, then the lanes of Chandni Chowk. India Gate and Kartavya Path glow at dusk. Lodhi Garden is the city’s favourite walk.',
      eat: 'Paranthas and jalebi in Chandni Chowk, kebabs in Old Delhi, modern Indian tasting menus around Connaught Place.',
      when: 'Best from October to March.',
    },
    hi: {
      see: 'सुबह हुमायूँ का मक़बरा और क़ुतुब मीनार देखें, फिर चाँदनी चौक की गलियाँ। शाम को इंडिया गेट और कर्तव्य पथ जगमगाते हैं। लोधी गार्डन शहर की सबसे पसंदीदा सैर है।',
      eat: 'चाँदनी चौक में पराँठे और जलेबी, पुरानी दिल्ली में कबाब, कनॉट प्लेस के आसपास आधुनिक भारतीय व्यंजन।',
      when: 'अक्टूबर से मार्च सबसे अच्छा समय है।',
    },
    ta: {
      see: 'காலையில் ஹுமாயூன் கல்லறை, குதுப் மினார் பாருங்கள்; பிறகு சாந்தினி சௌக் தெருக்கள். மாலையில் இந்தியா கேட், கர்தவ்ய பாதை ஒளிரும். லோதி கார்டன் நகரின் விருப்பமான நடைப்பாதை.',
      eat: 'சாந்தினி சௌக்கில் பராத்தா, ஜிலேபி; பழைய டெல்லியில் கபாப்; கனாட் பிளேஸ் அருகே நவீன இந்திய உணவு.',
      when: 'அக்டோபர் முதல் மார்ச் வரை சிறந்த காலம்.',
    },
  },
  Mumbai: {
    en: {
      see: 'Watch the sunset along Marine Drive, take the ferry from the Gateway of India to the Elephanta Caves, and browse Colaba Causeway and Kala Ghoda’s galleries.',
      eat: 'Vada pav on the street, seafood thalis, Irani cafés in the Fort district.',
      when: 'Best from November to February.',
    },
    hi: {
      see: 'मरीन ड्राइव पर सूर्यास्त देखें, गेटवे ऑफ़ इंडिया से एलिफेंटा गुफाओं तक फ़ेरी लें, और कोलाबा कॉज़वे व काला घोड़ा की गैलरियाँ घूमें।',
      eat: 'सड़क पर वड़ा पाव, समुद्री भोजन की थाली, फ़ोर्ट इलाक़े के ईरानी कैफ़े।',
      when: 'नवंबर से फ़रवरी सबसे अच्छा समय है।',
    },
    ta: {
      see: 'மரைன் டிரைவில் சூரிய அஸ்தமனம் பாருங்கள், கேட்வே ஆஃப் இந்தியாவிலிருந்து எலிஃபண்டா குகைகளுக்குப் படகில் செல்லுங்கள், கொலாபா காஸ்வே, காலா கோடா கலைக்கூடங்களைச் சுற்றுங்கள்.',
      eat: 'தெருவோர வடா பாவ், கடல் உணவு தாலி, ஃபோர்ட் பகுதியின் இரானி கஃபேக்கள்.',
      when: 'நவம்பர் முதல் பிப்ரவரி வரை சிறந்த காலம்.',
    },
  },
  Dehradun: {
    en: {
      see: 'Visit the Forest Research Institute’s colonial campus, Robber’s Cave and Sahastradhara’s sulphur springs. Dehradun is the gateway to Mussoorie and Rishikesh.',
      eat: 'Garhwali dishes and the bakeries of Rajpur Road.',
      when: 'Best from March to June and September to November.',
    },
    hi: {
      see: 'वन अनुसंधान संस्थान का औपनिवेशिक परिसर, रॉबर्स केव और सहस्त्रधारा के गंधक झरने देखें। देहरादून मसूरी और ऋषिकेश का प्रवेश द्वार है।',
      eat: 'गढ़वाली व्यंजन और राजपुर रोड की बेकरियाँ।',
      when: 'मार्च से जून और सितंबर से नवंबर सबसे अच्छा समय है।',
    },
    ta: {
      see: 'வன ஆராய்ச்சி நிறுவனத்தின் காலனித்துவ வளாகம், ராபர்ஸ் குகை, சஹஸ்த்ரதாரா கந்தக ஊற்றுகளைப் பாருங்கள். டேராடூன் முசோரி, ரிஷிகேஷுக்கான நுழைவாயில்.',
      eat: 'கர்வாலி உணவுகள், ராஜ்பூர் சாலையின் பேக்கரிகள்.',
      when: 'மார்ச் முதல் ஜூன் வரையும் செப்டம்பர் முதல் நவம்பர் வரையும் சிறந்த காலம்.',
    },
  },
  Mussoorie: {
    en: {
      see: 'Stroll the Mall Road and Camel’s Back Road, ride the ropeway to Gun Hill, and walk to Kempty Falls and Lal Tibba for Himalayan views.',
      eat: 'Landour’s bakeries and cafés, momos on the Mall.',
      when: 'Best from March to June; snow in January.',
    },
    hi: {
      see: 'मॉल रोड और कैमल्स बैक रोड पर टहलें, रोपवे से गन हिल जाएँ, और हिमालय के नज़ारों के लिए केम्प्टी फ़ॉल्स और लाल टिब्बा जाएँ।',
      eat: 'लंढौर की बेकरियाँ और कैफ़े, मॉल रोड पर मोमो।',
      when: 'मार्च से जून सबसे अच्छा समय है; जनवरी में बर्फ़ गिरती है।',
    },
    ta: {
      see: 'மால் ரோடு, கேமல்ஸ் பேக் ரோடில் நடந்து, ரோப்வேயில் கன் ஹில் செல்லுங்கள்; இமயமலைக் காட்சிக்கு கெம்ப்டி நீர்வீழ்ச்சி, லால் டிப்பா செல்லுங்கள்.',
      eat: 'லாண்டூரின் பேக்கரிகள், கஃபேக்கள்; மால் ரோடில் மோமோ.',
      when: 'மார்ச் முதல் ஜூன் வரை சிறந்த காலம்; ஜனவரியில் பனிப்பொழிவு.',
    },
  },
  Rishikesh: {
    en: {
      see: 'The yoga capital of the world: morning yoga and meditation on the Ganga, the Ganga aarti at Triveni Ghat and Parmarth Niketan, the Lakshman Jhula and Ram Jhula bridges. Adventure: white-water rafting from Shivpuri, bungee and camping.',
      eat: 'Sattvic vegetarian cafés along the river.',
      when: 'Best from September to November and February to May.',
    },
    hi: {
      see: 'दुनिया की योग राजधानी: गंगा किनारे सुबह योग और ध्यान, त्रिवेणी घाट और परमार्थ निकेतन की गंगा आरती, लक्ष्मण झूला और राम झूला। रोमांच: शिवपुरी से व्हाइट-वॉटर राफ्टिंग, बंजी और कैंपिंग।',
      eat: 'नदी किनारे सात्विक शाकाहारी कैफ़े।',
      when: 'सितंबर से नवंबर और फ़रवरी से मई सबसे अच्छा समय है।',
    },
    ta: {
      see: 'உலகின் யோகா தலைநகரம்: கங்கைக் கரையில் காலை யோகா, தியானம்; திரிவேணி காட், பரமார்த் நிகேதனில் கங்கா ஆரத்தி; லக்ஷ்மண் ஜூலா, ராம் ஜூலா பாலங்கள். சாகசம்: சிவபுரியிலிருந்து ராஃப்டிங், பங்கி, முகாம்.',
      eat: 'நதிக்கரையில் சாத்வீக சைவ கஃபேக்கள்.',
      when: 'செப்டம்பர் முதல் நவம்பர் வரையும் பிப்ரவரி முதல் மே வரையும் சிறந்த காலம்.',
    },
  },
  Almora: {
    en: {
      see: 'Walk the ridge of Kasar Devi for sunrise over Nanda Devi, visit the Jageshwar temples and the Bright End Corner viewpoint. Quiet forest trails and stargazing.',
      eat: 'Kumaoni food and bal mithai.',
      when: 'Best from March to June and October to November.',
    },
    hi: {
      see: 'नंदा देवी पर सूर्योदय के लिए कसार देवी की चोटी पर टहलें, जागेश्वर मंदिर और ब्राइट एंड कॉर्नर देखें। शांत जंगल की पगडंडियाँ और तारों भरा आसमान।',
      eat: 'कुमाऊँनी खाना और बाल मिठाई।',
      when: 'मार्च से जून और अक्टूबर से नवंबर सबसे अच्छा समय है।',
    },
    ta: {
      see: 'நந்தா தேவி மேல் சூரிய உதயம் காண காசார் தேவி முகட்டில் நடங்கள்; ஜாகேஷ்வர் கோயில்கள், பிரைட் எண்ட் கார்னர் காட்சிமுனை பாருங்கள். அமைதியான காட்டுப் பாதைகள், நட்சத்திரம் பார்த்தல்.',
      eat: 'குமாவோனி உணவு, பால் மிட்டாய்.',
      when: 'மார்ச் முதல் ஜூன் வரையும் அக்டோபர் முதல் நவம்பர் வரையும் சிறந்த காலம்.',
    },
  },
  Shimla: {
    en: {
      see: 'Walk the Ridge and Mall Road, visit Christ Church and the Viceregal Lodge, ride the UNESCO Kalka–Shimla toy train, and hike to Jakhoo Temple. Day trips to Kufri and Chail.',
      eat: 'Himachali dham and the cafés on the Mall.',
      when: 'Best from March to June; snow in December and January.',
    },
    hi: {
      see: 'रिज और मॉल रोड पर घूमें, क्राइस्ट चर्च और वाइसरीगल लॉज देखें, यूनेस्को की कालका–शिमला टॉय ट्रेन में बैठें और जाखू मंदिर तक पैदल जाएँ। कुफ़री और चायल की दिन भर की सैर।',
      eat: 'हिमाचली धाम और मॉल रोड के कैफ़े।',
      when: 'मार्च से जून सबसे अच्छा समय है; दिसंबर और जनवरी में बर्फ़।',
    },
    ta: {
      see: 'ரிட்ஜ், மால் ரோடில் நடந்து, கிறிஸ்ட் சர்ச், வைஸ்ரீகல் லாட்ஜ் பாருங்கள்; யுனெஸ்கோவின் கல்கா–சிம்லா பொம்மை ரயிலில் பயணியுங்கள்; ஜாக்கூ கோயிலுக்கு மலையேறுங்கள். குஃப்ரி, சைல் ஒருநாள் பயணங்கள்.',
      eat: 'ஹிமாச்சலி தாம், மால் ரோடு கஃபேக்கள்.',
      when: 'மார்ச் முதல் ஜூன் வரை சிறந்த காலம்; டிசம்பர், ஜனவரியில் பனி.',
    },
  },
  Manali: {
    en: {
      see: 'Visit Hadimba Temple and Old Manali, the hot springs of Vashisht, and Solang Valley for paragliding and skiing. Drive to Atal Tunnel and Rohtang Pass in season.',
      eat: 'Trout, siddu and riverside cafés.',
      when: 'Best from March to June, and December to February for snow.',
    },
    hi: {
      see: 'हिडिंबा मंदिर और पुराना मनाली, वशिष्ठ के गर्म पानी के कुंड, और पैराग्लाइडिंग व स्कीइंग के लिए सोलंग घाटी देखें। मौसम में अटल टनल और रोहतांग दर्रे तक जाएँ।',
      eat: 'ट्राउट मछली, सिड्डू और नदी किनारे के कैफ़े।',
      when: 'मार्च से जून सबसे अच्छा समय है, और बर्फ़ के लिए दिसंबर से फ़रवरी।',
    },
    ta: {
      see: 'ஹடிம்பா கோயில், பழைய மணாலி, வசிஷ்ட் வெந்நீர் ஊற்றுகள், பாராகிளைடிங், பனிச்சறுக்குக்கு சோலாங் பள்ளத்தாக்கு பாருங்கள். பருவத்தில் அடல் சுரங்கம், ரோஹ்தாங் கணவாய் செல்லுங்கள்.',
      eat: 'ட்ரௌட் மீன், சித்து, நதிக்கரை கஃபேக்கள்.',
      when: 'மார்ச் முதல் ஜூன் வரை சிறந்த காலம்; பனிக்கு டிசம்பர் முதல் பிப்ரவரி வரை.',
    },
  },
  Kaza: {
    en: {
      see: 'Base for the Spiti Valley: Key Monastery, Kibber and Langza villages with fossils, Chandratal Lake in summer, and high-altitude treks.',
      eat: 'Tibetan thukpa and butter tea.',
      when: 'Roads open mainly from June to October.',
    },
    hi: {
      see: 'स्पीति घाटी का ठिकाना: की मठ, जीवाश्मों वाले किब्बर और लांगज़ा गाँव, गर्मियों में चंद्रताल झील और ऊँचाई वाले ट्रेक।',
      eat: 'तिब्बती थुकपा और मक्खन वाली चाय।',
      when: 'सड़कें मुख्य रूप से जून से अक्टूबर तक खुली रहती हैं।',
    },
    ta: {
      see: 'ஸ்பிதி பள்ளத்தாக்கின் தளம்: கீ மடாலயம், புதைபடிவங்கள் உள்ள கிப்பர், லாங்சா கிராமங்கள், கோடையில் சந்திரதால் ஏரி, உயரமான மலையேற்றங்கள்.',
      eat: 'திபெத்திய துக்பா, வெண்ணெய் தேநீர்.',
      when: 'சாலைகள் பெரும்பாலும் ஜூன் முதல் அக்டோபர் வரை திறந்திருக்கும்.',
    },
  },
  Guwahati: {
    en: {
      see: 'Visit Kamakhya Temple on Nilachal Hill, take a sunset cruise on the Brahmaputra, and day-trip to Kaziranga National Park for one-horned rhinos. Gateway to the North-East.',
      eat: 'Assamese thali, fish tenga and Assam tea.',
      when: 'Best from October to April.',
    },
    hi: {
      see: 'नीलाचल पहाड़ी पर कामाख्या मंदिर जाएँ, ब्रह्मपुत्र पर सूर्यास्त की नाव यात्रा करें, और एक सींग वाले गैंडों के लिए काज़ीरंगा राष्ट्रीय उद्यान जाएँ। पूर्वोत्तर का प्रवेश द्वार।',
      eat: 'असमिया थाली, मछली टेंगा और असम की चाय।',
      when: 'अक्टूबर से अप्रैल सबसे अच्छा समय है।',
    },
    ta: {
      see: 'நீலாச்சல் மலையில் காமாக்யா கோயில், பிரம்மபுத்திராவில் மாலைப் படகுப் பயணம், ஒற்றைக் கொம்பு காண்டாமிருகங்களுக்கு காசிரங்கா தேசியப் பூங்கா. வடகிழக்கின் நுழைவாயில்.',
      eat: 'அசாமிய தாலி, மீன் டெங்கா, அசாம் தேநீர்.',
      when: 'அக்டோபர் முதல் ஏப்ரல் வரை சிறந்த காலம்.',
    },
  },
  Panaji: {
    en: {
      see: 'Wander the Portuguese quarter of Fontainhas, see the Basilica of Bom Jesus in Old Goa, and take the beaches of Miramar, Candolim and Baga.',
      eat: 'Goan fish curry, xacuti and bebinca, and the beach shacks.',
      when: 'Best from November to February.',
    },
    hi: {
      see: 'फ़ोंटेनहास के पुर्तगाली मोहल्ले में घूमें, पुराने गोवा में बॉम जीसस बेसिलिका देखें, और मीरामार, कैंडोलिम और बागा के समुद्र तटों का आनंद लें।',
      eat: 'गोवा की फ़िश करी, शकूती और बेबिंका, और बीच शैक।',
      when: 'नवंबर से फ़रवरी सबसे अच्छा समय है।',
    },
    ta: {
      see: 'ஃபொன்டெய்ன்ஹாஸ் போர்த்துகீசியப் பகுதியில் சுற்றுங்கள், பழைய கோவாவில் போம் ஜீசஸ் பசிலிக்கா பாருங்கள், மிராமர், கண்டோலிம், பாகா கடற்கரைகளுக்குச் செல்லுங்கள்.',
      eat: 'கோவா மீன் குழம்பு, ஷகூதி, பெபிங்கா, கடற்கரைக் குடில் உணவகங்கள்.',
      when: 'நவம்பர் முதல் பிப்ரவரி வரை சிறந்த காலம்.',
    },
  },
  Jaipur: {
    en: {
      see: 'The Pink City: Amber Fort, City Palace, Hawa Mahal and Jantar Mantar; the bazaars of Johari and Bapu for gems and textiles; Nahargarh for sunset.',
      eat: 'Dal baati churma, laal maas and rooftop restaurants.',
      when: 'Best from October to March.',
    },
    hi: {
      see: 'गुलाबी नगरी: आमेर किला, सिटी पैलेस, हवा महल और जंतर मंतर; रत्नों और कपड़ों के लिए जौहरी और बापू बाज़ार; सूर्यास्त के लिए नाहरगढ़।',
      eat: 'दाल बाटी चूरमा, लाल मांस और छत वाले रेस्तरां।',
      when: 'अक्टूबर से मार्च सबसे अच्छा समय है।',
    },
    ta: {
      see: 'இளஞ்சிவப்பு நகரம்: ஆமேர் கோட்டை, சிட்டி பேலஸ், ஹவா மஹால், ஜந்தர் மந்தர்; ரத்தினங்கள், துணிகளுக்கு ஜோஹரி, பாபு பஜார்கள்; சூரிய அஸ்தமனத்துக்கு நாஹர்கர்.',
      eat: 'தால் பாட்டி சூர்மா, லால் மாஸ், மொட்டைமாடி உணவகங்கள்.',
      when: 'அக்டோபர் முதல் மார்ச் வரை சிறந்த காலம்.',
    },
  },
  Alleppey: {
    en: {
      see: 'The backwaters of Kerala: a houseboat cruise on Vembanad Lake and the canals, Alappuzha beach, and village canoe rides among paddy fields. Ayurveda massages and treatments.',
      eat: 'Karimeen fish, appam and stew, and toddy shop food.',
      when: 'Best from November to February.',
    },
    hi: {
      see: 'केरल के बैकवाटर: वेम्बनाड झील और नहरों पर हाउसबोट यात्रा, अलप्पुझा बीच, और धान के खेतों के बीच गाँव की डोंगी सवारी। आयुर्वेदिक मालिश और उपचार।',
      eat: 'करीमीन मछली, अप्पम और स्टू, और ताड़ी की दुकानों का खाना।',
      when: 'नवंबर से फ़रवरी सबसे अच्छा समय है।',
    },
    ta: {
      see: 'கேரளாவின் காயல்கள்: வேம்பநாடு ஏரி, கால்வாய்களில் படகு வீடு பயணம், ஆலப்புழா கடற்கரை, நெல் வயல்களுக்கிடையே கிராமப் படகுச் சவாரி. ஆயுர்வேத மசாஜ், சிகிச்சைகள்.',
      eat: 'கரிமீன் மீன், ஆப்பம், ஸ்டூ, கள்ளுக்கடை உணவு.',
      when: 'நவம்பர் முதல் பிப்ரவரி வரை சிறந்த காலம்.',
    },
  },
  Varanasi: {
    en: {
      see: 'The Ganga aarti at Dashashwamedh Ghat, a dawn boat ride along the ghats, Kashi Vishwanath Temple, and Sarnath where the Buddha first taught.',
      eat: 'Kachori sabzi, lassi and Banarasi paan.',
      when: 'Best from October to March.',
    },
    hi: {
      see: 'दशाश्वमेध घाट पर गंगा आरती, घाटों के किनारे सुबह की नाव यात्रा, काशी विश्वनाथ मंदिर, और सारनाथ जहाँ बुद्ध ने पहला उपदेश दिया।',
      eat: 'कचौड़ी सब्ज़ी, लस्सी और बनारसी पान।',
      when: 'अक्टूबर से मार्च सबसे अच्छा समय है।',
    },
    ta: {
      see: 'தசாஸ்வமேத காட்டில் கங்கா ஆரத்தி, படித்துறைகள் வழியே விடியற்காலைப் படகுப் பயணம், காசி விஸ்வநாதர் கோயில், புத்தர் முதலில் போதித்த சாரநாத்.',
      eat: 'கச்சோரி சப்ஜி, லஸ்ஸி, பனாரசி பான்.',
      when: 'அக்டோபர் முதல் மார்ச் வரை சிறந்த காலம்.',
    },
  },
  Agra: {
    en: {
      see: 'The Taj Mahal at sunrise, Agra Fort, Itmad-ud-Daulah (the Baby Taj) and Mehtab Bagh across the river; Fatehpur Sikri nearby.',
      eat: 'Mughlai kebabs and petha.',
      when: 'Best from October to March.',
    },
    hi: {
      see: 'सूर्योदय के समय ताजमहल, आगरा किला, एतमादुद्दौला (बेबी ताज) और नदी पार मेहताब बाग़; पास में फ़तेहपुर सीकरी।',
      eat: 'मुग़लई कबाब और पेठा।',
      when: 'अक्टूबर से मार्च सबसे अच्छा समय है।',
    },
    ta: {
      see: 'சூரிய உதயத்தில் தாஜ்மஹால், ஆக்ரா கோட்டை, இத்மத்-உத்-தௌலா (குட்டி தாஜ்), ஆற்றின் மறுகரையில் மேத்தாப் பாக்; அருகில் ஃபதேப்பூர் சிக்ரி.',
      eat: 'முகலாய கபாப், பேட்டா.',
      when: 'அக்டோபர் முதல் மார்ச் வரை சிறந்த காலம்.',
    },
  },
  Pune: {
    en: {
      see: 'Visit Shaniwar Wada, the Aga Khan Palace and Sinhagad Fort; wander Koregaon Park’s cafés. Day trips to Lonavala.',
      eat: 'Misal pav, Maharashtrian thali and craft breweries.',
      when: 'Pleasant all year; best from October to February.',
    },
    hi: {
      see: 'शनिवार वाड़ा, आग़ा ख़ान पैलेस और सिंहगढ़ किला देखें; कोरेगाँव पार्क के कैफ़े घूमें। लोनावला की दिन भर की सैर।',
      eat: 'मिसल पाव, महाराष्ट्रीयन थाली और क्राफ़्ट ब्रुअरी।',
      when: 'साल भर सुहावना; अक्टूबर से फ़रवरी सबसे अच्छा समय है।',
    },
    ta: {
      see: 'ஷனிவார் வாடா, ஆகா கான் அரண்மனை, சிங்ககட் கோட்டை பாருங்கள்; கோரேகாவ் பார்க் கஃபேக்களில் சுற்றுங்கள். லோனாவாலா ஒருநாள் பயணம்.',
      eat: 'மிசல் பாவ், மகாராஷ்டிர தாலி, கிராஃப்ட் ப்ரூவரிகள்.',
      when: 'ஆண்டு முழுவதும் இதமானது; அக்டோபர் முதல் பிப்ரவரி வரை சிறந்த காலம்.',
    },
  },
  Ooty: {
    en: {
      see: 'Ride the Nilgiri Mountain Railway toy train, walk the Government Botanical Garden and Ooty Lake, and visit tea estates and Doddabetta Peak.',
      eat: 'Homemade chocolates, Nilgiri tea and Badaga food.',
      when: 'Best from October to June.',
    },
    hi: {
      see: 'नीलगिरि माउंटेन रेलवे की टॉय ट्रेन में बैठें, सरकारी बॉटनिकल गार्डन और ऊटी झील घूमें, और चाय बागान व डोडाबेट्टा चोटी देखें।',
      eat: 'घर की बनी चॉकलेट, नीलगिरि चाय और बडगा खाना।',
      when: 'अक्टूबर से जून सबसे अच्छा समय है।',
    },
    ta: {
      see: 'நீலகிரி மலை ரயில் பொம்மை ரயிலில் பயணியுங்கள், அரசு தாவரவியல் பூங்கா, ஊட்டி ஏரியில் உலாவுங்கள், தேயிலைத் தோட்டங்கள், தொட்டபெட்டா சிகரம் பாருங்கள்.',
      eat: 'வீட்டுச் சாக்லேட், நீலகிரி தேநீர், படுகர் உணவு.',
      when: 'அக்டோபர் முதல் ஜூன் வரை சிறந்த காலம்.',
    },
  },
  Leh: {
    en: {
      see: 'Visit Shanti Stupa, Leh Palace and the monasteries of Thiksey and Hemis; drive to Pangong Lake and Nubra Valley over Khardung La. Acclimatise for a day or two on arrival.',
      eat: 'Ladakhi skyu, momos and apricot treats.',
      when: 'Best from May to September.',
    },
    hi: {
      see: 'शांति स्तूप, लेह पैलेस और थिकसे व हेमिस मठ देखें; खारदुंग ला होकर पैंगोंग झील और नुब्रा घाटी जाएँ। पहुँचकर एक-दो दिन ऊँचाई की आदत डालें।',
      eat: 'लद्दाखी स्क्यू, मोमो और खुबानी की मिठाइयाँ।',
      when: 'मई से सितंबर सबसे अच्छा समय है।',
    },
    ta: {
      see: 'சாந்தி ஸ்தூபா, லே அரண்மனை, திக்சே, ஹெமிஸ் மடாலயங்கள் பாருங்கள்; கர்துங் லா வழியாக பாங்காங் ஏரி, நுப்ரா பள்ளத்தாக்கு செல்லுங்கள். வந்ததும் ஓரிரு நாள் உயரத்துக்குப் பழகுங்கள்.',
      eat: 'லடாக்கி ஸ்கியு, மோமோ, ஆப்ரிகாட் இனிப்புகள்.',
      when: 'மே முதல் செப்டம்பர் வரை சிறந்த காலம்.',
    },
  },
  Shillong: {
    en: {
      see: 'The Scotland of the East: Ward’s Lake, Umiam Lake, Elephant Falls and Shillong Peak; day trips to the living root bridges of Cherrapunji and Mawlynnong.',
      eat: 'Khasi jadoh and cafés with live music.',
      when: 'Best from October to June.',
    },
    hi: {
      see: 'पूरब का स्कॉटलैंड: वार्ड्स झील, उमियम झील, एलिफ़ेंट फ़ॉल्स और शिलांग पीक; चेरापूंजी और मावलिननॉंग के जीवित जड़ पुलों की सैर।',
      eat: 'खासी जादोह और लाइव संगीत वाले कैफ़े।',
      when: 'अक्टूबर से जून सबसे अच्छा समय है।',
    },
    ta: {
      see: 'கிழக்கின் ஸ்காட்லாந்து: வார்ட்ஸ் ஏரி, உமியம் ஏரி, எலிஃபண்ட் நீர்வீழ்ச்சி, ஷில்லாங் சிகரம்; சிரபுஞ்சி, மாவ்லின்னாங்கின் உயிருள்ள வேர்ப் பாலங்களுக்குப் பயணம்.',
      eat: 'காசி ஜாதோ, நேரடி இசையுடன் கஃபேக்கள்.',
      when: 'அக்டோபர் முதல் ஜூன் வரை சிறந்த காலம்.',
    },
  },
  Itanagar: {
    en: {
      see: 'Visit the Ita Fort ruins, Ganga Lake (Gyakar Sinyi) and the Jawaharlal Nehru State Museum; the gateway to Ziro Valley and Arunachal’s tribal villages.',
      eat: 'Apatani and Nyishi dishes, bamboo shoot curries.',
      when: 'Best from October to April.',
    },
    hi: {
      see: 'ईटा किले के खंडहर, गंगा झील (ग्याकर सिन्यी) और जवाहरलाल नेहरू राज्य संग्रहालय देखें; ज़ीरो घाटी और अरुणाचल के जनजातीय गाँवों का प्रवेश द्वार।',
      eat: 'आपातानी और न्यीशी व्यंजन, बाँस की कोंपल की करी।',
      when: 'अक्टूबर से अप्रैल सबसे अच्छा समय है।',
    },
    ta: {
      see: 'இட்டா கோட்டை இடிபாடுகள், கங்கா ஏரி (க்யாகர் சின்யி), ஜவஹர்லால் நேரு மாநில அருங்காட்சியகம் பாருங்கள்; ஜீரோ பள்ளத்தாக்கு, அருணாச்சல் பழங்குடிக் கிராமங்களுக்கான நுழைவாயில்.',
      eat: 'அபதானி, நியிஷி உணவுகள், மூங்கில் குருத்துக் கறிகள்.',
      when: 'அக்டோபர் முதல் ஏப்ரல் வரை சிறந்த காலம்.',
    },
  },
  Imphal: {
    en: {
      see: 'See Loktak Lake with its floating phumdis and Keibul Lamjao National Park, the Ima Keithel women’s market and Kangla Fort.',
      eat: 'Eromba, singju and black rice kheer.',
      when: 'Best from October to April.',
    },
    hi: {
      see: 'तैरते फुमदियों वाली लोकटक झील और केइबुल लामजाओ राष्ट्रीय उद्यान, इमा कैथेल महिला बाज़ार और कांगला किला देखें।',
      eat: 'एरोम्बा, सिंगजू और काले चावल की खीर।',
      when: 'अक्टूबर से अप्रैल सबसे अच्छा समय है।',
    },
    ta: {
      see: 'மிதக்கும் பும்டிகள் கொண்ட லோக்டாக் ஏரி, கெய்புல் லாம்ஜாவோ தேசியப் பூங்கா, இமா கெய்தெல் பெண்கள் சந்தை, காங்லா கோட்டை பாருங்கள்.',
      eat: 'எரோம்பா, சிங்ஜு, கருப்பு அரிசி கீர்.',
      when: 'அக்டோபர் முதல் ஏப்ரல் வரை சிறந்த காலம்.',
    },
  },
  Kohima: {
    en: {
      see: 'Visit the Kohima War Cemetery, Dzükou Valley for treks, and Kisama Heritage Village, home of the Hornbill Festival each December.',
      eat: 'Smoked pork with bamboo shoot, and axone.',
      when: 'Best from October to May.',
    },
    hi: {
      see: 'कोहिमा युद्ध समाधि स्थल, ट्रेक के लिए ज़ुकू घाटी, और हर दिसंबर हॉर्नबिल उत्सव वाला किसामा हेरिटेज गाँव देखें।',
      eat: 'बाँस की कोंपल के साथ स्मोक्ड पोर्क, और अखुनी।',
      when: 'अक्टूबर से मई सबसे अच्छा समय है।',
    },
    ta: {
      see: 'கோஹிமா போர்க் கல்லறை, மலையேற்றத்துக்கு ஜுகூ பள்ளத்தாக்கு, ஒவ்வொரு டிசம்பரும் ஹார்ன்பில் திருவிழா நடக்கும் கிசாமா பாரம்பரியக் கிராமம் பாருங்கள்.',
      eat: 'மூங்கில் குருத்துடன் புகைத்த பன்றி இறைச்சி, அகுனி.',
      when: 'அக்டோபர் முதல் மே வரை சிறந்த காலம்.',
    },
  },
  Bangalore: {
    en: {
      see: 'Walk Lalbagh and Cubbon Park, visit Bangalore Palace and Tipu Sultan’s Summer Palace, and the cafés and breweries of Indiranagar.',
      eat: 'Masala dosa, filter coffee and craft beer.',
      when: 'Pleasant all year.',
    },
    hi: {
      see: 'लालबाग़ और कब्बन पार्क में घूमें, बैंगलोर पैलेस और टीपू सुल्तान का ग्रीष्म महल देखें, और इंदिरानगर के कैफ़े व ब्रुअरी।',
      eat: 'मसाला डोसा, फ़िल्टर कॉफ़ी और क्राफ़्ट बीयर।',
      when: 'साल भर सुहावना।',
    },
    ta: {
      see: 'லால்பாக், கப்பன் பூங்காவில் நடங்கள், பெங்களூர் அரண்மனை, திப்பு சுல்தானின் கோடை அரண்மனை, இந்திராநகர் கஃபேக்கள், ப்ரூவரிகள் பாருங்கள்.',
      eat: 'மசாலா தோசை, ஃபில்டர் காபி, கிராஃப்ட் பீர்.',
      when: 'ஆண்டு முழுவதும் இதமானது.',
    },
  },
  Udaipur: {
    en: {
      see: 'The City of Lakes: a boat ride on Lake Pichola to Jag Mandir, the City Palace, Saheliyon-ki-Bari and sunset at the Sajjangarh Monsoon Palace.',
      eat: 'Rajasthani thali and rooftop restaurants over the lake.',
      when: 'Best from September to March.',
    },
    hi: {
      see: 'झीलों की नगरी: पिछोला झील पर जग मंदिर तक नाव की सवारी, सिटी पैलेस, सहेलियों की बाड़ी और सज्जनगढ़ मानसून पैलेस से सूर्यास्त।',
      eat: 'राजस्थानी थाली और झील के ऊपर छत वाले रेस्तरां।',
      when: 'सितंबर से मार्च सबसे अच्छा समय है।',
    },
    ta: {
      see: 'ஏரிகளின் நகரம்: பிச்சோலா ஏரியில் ஜக் மந்திர் வரை படகுப் பயணம், சிட்டி பேலஸ், சஹேலியோன்-கி-பாரி, சஜ்ஜன்கர் மழைக்கால அரண்மனையில் சூரிய அஸ்தமனம்.',
      eat: 'ராஜஸ்தானி தாலி, ஏரியைப் பார்க்கும் மொட்டைமாடி உணவகங்கள்.',
      when: 'செப்டம்பர் முதல் மார்ச் வரை சிறந்த காலம்.',
    },
  },
  Gangtok: {
    en: {
      see: 'See Kanchenjunga from Tashi Viewpoint, visit Rumtek Monastery, walk MG Marg, and drive to Tsomgo Lake and Nathula Pass.',
      eat: 'Momos, thukpa and Sikkimese tea.',
      when: 'Best from March to June and October to December.',
    },
    hi: {
      see: 'ताशी व्यूपॉइंट से कंचनजंघा देखें, रुमटेक मठ जाएँ, एमजी मार्ग पर टहलें, और त्सोमगो झील व नाथुला दर्रे तक जाएँ।',
      eat: 'मोमो, थुकपा और सिक्किम की चाय।',
      when: 'मार्च से जून और अक्टूबर से दिसंबर सबसे अच्छा समय है।',
    },
    ta: {
      see: 'தாஷி காட்சிமுனையிலிருந்து கஞ்சன்ஜங்கா பாருங்கள், ரும்டெக் மடாலயம் செல்லுங்கள், எம்.ஜி. மார்க்கில் நடங்கள், சோம்கோ ஏரி, நாதுலா கணவாய் செல்லுங்கள்.',
      eat: 'மோமோ, துக்பா, சிக்கிம் தேநீர்.',
      when: 'மார்ச் முதல் ஜூன் வரையும் அக்டோபர் முதல் டிசம்பர் வரையும் சிறந்த காலம்.',
    },
  },
};
