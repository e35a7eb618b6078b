/**
 * A short written guide to the city of each of the chain's properties: what to see, where to eat, when to
 * go. Kept as data in the repository; the concierge retrieves from it and cites it by city.
 */
export const cityGuides: Readonly<Record<string, string>> = {
  Delhi:
    'Walk Humayun’s Tomb and Qutub Minar in the morning, then the lanes of Chandni Chowk for paranthas and jalebi. India Gate and Kartavya Path glow at dusk. Lodhi Garden is the city’s favourite walk. Dining: kebabs in Old Delhi, modern Indian tasting menus around Connaught Place. Best from October to March.',
  Mumbai:
    'Watch the sunset along Marine Drive, take the ferry from the Gateway of India to the Elephanta Caves, and browse Colaba Causeway and Kala Ghoda’s galleries. Dining: vada pav on the street, seafood thalis, Irani cafés in the Fort district. Best from November to February.',
  Dehradun:
    'Visit the Forest Research Institute’s colonial campus, Robber’s Cave and Sahastradhara’s sulphur springs. Dehradun is the gateway to Mussoorie and Rishikesh. Dining: Garhwali dishes, bakeries of Rajpur Road. Best from March to June and September to November.',
  Mussoorie:
    'Stroll the Mall Road and Camel’s Back Road, ride the ropeway to Gun Hill, and walk to Kempty Falls and Lal Tibba for Himalayan views. Dining: Landour’s bakeries and cafés, momos on the Mall. Best from March to June; snow in January.',
  Rishikesh:
    'The yoga capital of the world: morning yoga and meditation on the Ganga, the Ganga aarti at Triveni Ghat and Parmarth Niketan, the Lakshman Jhula and Ram Jhula bridges. Adventure: white-water rafting from Shivpuri, bungee and camping. Dining: sattvic vegetarian cafés. Best from September to November and February to May.',
  Almora:
    'Walk the ridge of Kasar Devi for sunrise over Nanda Devi, visit the Jageshwar temples and the Bright End Corner viewpoint. Dining: Kumaoni food and bal mithai. Quiet forest trails and stargazing. Best from March to June and October to November.',
  Shimla:
    'Walk the Ridge and Mall Road, visit Christ Church and the Viceregal Lodge, ride the UNESCO Kalka–Shimla toy train, and hike to Jakhoo Temple. Day trips to Kufri and Chail. Dining: Himachali dham, cafés on the Mall. Best from March to June; snow in December and January.',
  Manali:
    'Visit Hadimba Temple and Old Manali, the hot springs of Vashisht, and Solang Valley for paragliding and skiing. Drive to Atal Tunnel and Rohtang Pass in season. Dining: trout, siddu and riverside cafés. Best from March to June and December to February for snow.',
  Kaza:
    'Base for the Spiti Valley: Key Monastery, Kibber and Langza villages with fossils, Chandratal Lake in summer, and high-altitude treks. Dining: Tibetan thukpa and butter tea. Roads open mainly from June to October.',
  Guwahati:
    'Visit Kamakhya Temple on Nilachal Hill, take a sunset cruise on the Brahmaputra, and day-trip to Kaziranga National Park for one-horned rhinos. Gateway to the North-East. Dining: Assamese thali, fish tenga and Assam tea. Best from October to April.',
  Panaji:
    'Wander the Portuguese quarter of Fontainhas, see the Basilica of Bom Jesus in Old Goa, and take the beaches of Miramar, Candolim and Baga. Dining: Goan fish curry, xacuti and bebinca, beach shacks. Best from November to February.',
  Jaipur:
    'The Pink City: Amber Fort, City Palace, Hawa Mahal and Jantar Mantar; bazaars of Johari and Bapu for gems and textiles; Nahargarh for sunset. Dining: dal baati churma, laal maas and rooftop restaurants. Best from October to March.',
  Alleppey:
    'The backwaters of Kerala: a houseboat cruise on Vembanad Lake and the canals, Alappuzha beach, and village canoe rides among paddy fields. Ayurveda massages and treatments. Dining: karimeen fish, appam and stew, toddy shop food. Best from November to February.',
  Varanasi:
    'The Ganga aarti at Dashashwamedh Ghat, a dawn boat ride along the ghats, Kashi Vishwanath Temple, and Sarnath where the Buddha first taught. Dining: kachori sabzi, lassi and Banarasi paan. Best from October to March.',
  Agra:
    'The Taj Mahal at sunrise, Agra Fort, Itmad-ud-Daulah (the Baby Taj) and Mehtab Bagh across the river; Fatehpur Sikri nearby. Dining: Mughlai kebabs and petha. Best from October to March.',
  Pune:
    'Visit Shaniwar Wada, the Aga Khan Palace and Sinhagad Fort; wander Koregaon Park’s cafés. Dining: misal pav, Maharashtrian thali and craft breweries. Day trips to Lonavala. Pleasant all year; best from October to February.',
  Ooty:
    'Ride the Nilgiri Mountain Railway toy train, walk the Government Botanical Garden and Ooty Lake, and visit tea estates and Doddabetta Peak. Dining: homemade chocolates, Nilgiri tea and Badaga food. Best from October to June.',
  Leh:
    'Visit Shanti Stupa, Leh Palace and the monasteries of Thiksey and Hemis; drive to Pangong Lake and Nubra Valley over Khardung La. Acclimatise for a day or two on arrival. Dining: Ladakhi skyu, momos and apricot treats. Best from May to September.',
  Shillong:
    'The Scotland of the East: Ward’s Lake, Umiam Lake, Elephant Falls and Shillong Peak; day trips to the living root bridges of Cherrapunji and Mawlynnong. Dining: Khasi jadoh and cafés with live music. Best from October to June.',
  Itanagar:
    'Visit the Ita Fort ruins, Ganga Lake (Gyakar Sinyi) and the Jawaharlal Nehru State Museum; gateway to Ziro Valley and Arunachal’s tribal villages. Dining: Apatani and Nyishi dishes, bamboo shoot curries. Best from October to April.',
  Imphal:
    'See Loktak Lake with its floating phumdis and Keibul Lamjao National Park, the Ima Keithel women’s market and Kangla Fort. Dining: eromba, singju and black rice kheer. Best from October to April.',
  Kohima:
    'Visit the Kohima War Cemetery, Dzükou Valley for treks, and Kisama Heritage Village, home of the Hornbill Festival each December. Dining: smoked pork with bamboo shoot and axone. Best from October to May.',
  Bangalore:
    'Walk Lalbagh and Cubbon Park, visit Bangalore Palace and Tipu Sultan’s Summer Palace, and the cafés and breweries of Indiranagar. Dining: masala dosa, filter coffee and craft beer. Pleasant all year.',
  Udaipur:
    'The City of Lakes: a boat ride on Lake Pichola to Jag Mandir, the City Palace, Saheliyon-ki-Bari and sunset at Sajjangarh Monsoon Palace. Dining: Rajasthani thali and rooftop restaurants over the lake. Best from September to March.',
  Gangtok:
    'See Kanchenjunga from Tashi Viewpoint, visit Rumtek Monastery, walk MG Marg, and drive to Tsomgo Lake and Nathula Pass. Dining: momos, thukpa and Sikkimese tea. Best from March to June and October to December.',
};
