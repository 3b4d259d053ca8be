package main

type place struct {
	name     string
	at       ll
	size     string // large, small, town
	key      bool
	port     bool
	airfield string // name of the airfield in or next to it, if any
}

// cities, most important first: where two fall in one hex the first keeps
// it. Key cities (VII.1) are the places the autumn 1943 fighting was for.
var cities = []place{
	{"Naples", ll{40.84, 14.25}, "large", true, true, "Capodichino"},
	{"Rome", ll{41.90, 12.49}, "large", true, false, "Ciampino"},
	{"Salerno", ll{40.68, 14.77}, "small", true, true, ""},
	{"Foggia", ll{41.46, 15.55}, "large", true, false, "Foggia Main"},
	{"Bari", ll{41.12, 16.87}, "large", true, true, "Bari-Palese"},
	{"Caserta", ll{41.07, 14.33}, "small", true, false, ""},
	{"Capua", ll{41.105, 14.21}, "town", true, false, ""},
	{"Benevento", ll{41.13, 14.78}, "small", true, false, ""},
	{"Avellino", ll{40.91, 14.79}, "small", true, false, ""},
	{"Cassino", ll{41.49, 13.83}, "town", true, false, ""},
	{"Battipaglia", ll{40.61, 14.98}, "town", true, false, "Montecorvino"},
	{"Potenza", ll{40.64, 15.80}, "small", true, false, ""},
	{"Campobasso", ll{41.56, 14.66}, "small", true, false, ""},
	{"Isernia", ll{41.59, 14.23}, "town", true, false, ""},
	{"Pescara", ll{42.46, 14.21}, "small", true, true, ""},
	{"Gaeta", ll{41.21, 13.57}, "town", false, true, ""},
	{"Pozzuoli", ll{40.82, 14.12}, "town", false, true, ""},
	{"Castellammare di Stabia", ll{40.70, 14.48}, "town", false, true, ""},
	{"Torre Annunziata", ll{40.75, 14.45}, "town", false, false, ""},
	{"Ortona", ll{42.35, 14.40}, "town", false, true, ""},
	{"Termoli", ll{42.00, 14.99}, "town", false, true, ""},
	{"Manfredonia", ll{41.63, 15.92}, "town", false, true, ""},
	{"Barletta", ll{41.32, 16.28}, "town", false, true, ""},
	{"Anzio", ll{41.45, 12.62}, "town", false, true, ""},
	{"Amalfi", ll{40.63, 14.60}, "town", false, false, ""},
	{"Sorrento", ll{40.63, 14.37}, "town", false, false, ""},
	{"Agropoli", ll{40.35, 14.99}, "town", false, false, ""},
	{"Paestum", ll{40.42, 15.00}, "town", false, false, "Paestum"},
	{"Nocera", ll{40.74, 14.64}, "town", false, false, ""},
	{"Nola", ll{40.93, 14.53}, "town", false, false, "Pomigliano"},
	{"Aversa", ll{40.97, 14.21}, "town", false, false, ""},
	{"Castel Volturno", ll{41.03, 13.94}, "town", false, false, "Grazzanise"},
	{"Sessa Aurunca", ll{41.24, 13.93}, "town", false, false, ""},
	{"Teano", ll{41.25, 14.07}, "town", false, false, ""},
	{"Mignano", ll{41.40, 13.99}, "town", false, false, ""},
	{"Venafro", ll{41.48, 14.04}, "town", false, false, ""},
	{"Caiazzo", ll{41.18, 14.36}, "town", false, false, ""},
	{"Telese", ll{41.22, 14.53}, "town", false, false, ""},
	{"Piedimonte d'Alife", ll{41.36, 14.37}, "town", false, false, ""},
	{"Minturno", ll{41.26, 13.75}, "town", false, false, ""},
	{"Formia", ll{41.26, 13.61}, "town", false, false, ""},
	{"Fondi", ll{41.36, 13.43}, "town", false, false, ""},
	{"Terracina", ll{41.29, 13.25}, "town", false, false, ""},
	{"Littoria", ll{41.47, 12.90}, "town", false, false, ""},
	{"Cisterna", ll{41.59, 12.83}, "town", false, false, ""},
	{"Velletri", ll{41.69, 12.78}, "town", false, false, ""},
	{"Valmontone", ll{41.78, 12.92}, "town", false, false, ""},
	{"Tivoli", ll{41.96, 12.80}, "town", false, false, "Guidonia"},
	{"Anagni", ll{41.74, 13.16}, "town", false, false, ""},
	{"Frosinone", ll{41.64, 13.35}, "small", false, false, "Frosinone"},
	{"Ceprano", ll{41.55, 13.52}, "town", false, false, ""},
	{"Pontecorvo", ll{41.46, 13.67}, "town", false, false, "Aquino"},
	{"Sora", ll{41.72, 13.61}, "town", false, false, ""},
	{"Avezzano", ll{42.03, 13.43}, "town", false, false, ""},
	{"L'Aquila", ll{42.35, 13.40}, "small", false, false, ""},
	{"Sulmona", ll{42.05, 13.93}, "town", false, false, ""},
	{"Popoli", ll{42.17, 13.83}, "town", false, false, ""},
	{"Chieti", ll{42.35, 14.17}, "small", false, false, ""},
	{"Lanciano", ll{42.23, 14.39}, "town", false, false, ""},
	{"Vasto", ll{42.11, 14.71}, "town", false, false, ""},
	{"Castel di Sangro", ll{41.78, 14.11}, "town", false, false, ""},
	{"Agnone", ll{41.81, 14.38}, "town", false, false, ""},
	{"Larino", ll{41.80, 14.91}, "town", false, false, ""},
	{"Boiano", ll{41.48, 14.47}, "town", false, false, ""},
	{"San Severo", ll{41.69, 15.38}, "town", false, false, "San Severo"},
	{"Lucera", ll{41.51, 15.33}, "town", false, false, ""},
	{"Cerignola", ll{41.27, 15.90}, "town", false, false, ""},
	{"Canosa", ll{41.22, 16.07}, "town", false, false, ""},
	{"Andria", ll{41.23, 16.29}, "town", false, false, ""},
	{"Trani", ll{41.28, 16.42}, "town", false, false, ""},
	{"Molfetta", ll{41.20, 16.60}, "town", false, false, ""},
	{"Ariano Irpino", ll{41.15, 15.09}, "town", false, false, ""},
	{"Bovino", ll{41.25, 15.34}, "town", false, false, ""},
	{"Grottaminarda", ll{41.07, 15.06}, "town", false, false, ""},
	{"Lioni", ll{40.87, 15.18}, "town", false, false, ""},
	{"Montella", ll{40.84, 15.02}, "town", false, false, ""},
	{"Contursi", ll{40.65, 15.24}, "town", false, false, ""},
	{"Melfi", ll{41.00, 15.65}, "town", false, false, ""},
	{"Venosa", ll{40.96, 15.82}, "town", false, false, ""},
	{"Sala Consilina", ll{40.40, 15.60}, "town", false, false, ""},
	{"Vallo della Lucania", ll{40.23, 15.27}, "town", false, false, ""},
	{"Sapri", ll{40.07, 15.63}, "town", false, false, ""},
	{"Lagonegro", ll{40.12, 15.76}, "town", false, false, ""},
	{"Praia a Mare", ll{39.90, 15.78}, "town", false, false, ""},
	{"Castrovillari", ll{39.81, 16.20}, "town", false, false, ""},
	{"Paola", ll{39.36, 16.04}, "town", false, false, ""},
	{"Cosenza", ll{39.30, 16.25}, "small", false, false, ""},
	{"Matera", ll{40.67, 16.60}, "small", false, false, ""},
	{"Altamura", ll{40.83, 16.55}, "town", false, false, ""},
	{"Gioia del Colle", ll{40.80, 16.92}, "town", false, false, "Gioia del Colle"},
	{"Metaponto", ll{40.37, 16.80}, "town", false, false, ""},
	{"Policoro", ll{40.21, 16.68}, "town", false, false, ""},
	{"Tricarico", ll{40.62, 16.14}, "town", false, false, ""},
	{"Vieste", ll{41.88, 16.17}, "town", false, false, ""},
}

// extraAirfields stand outside any city's hex.
var extraAirfields = []struct {
	name string
	at   ll
}{
	{"Amendola", ll{41.54, 15.72}},
	{"Capua", ll{41.12, 14.18}},
}

type line struct {
	name   string
	points []ll
}

// rivers, source to mouth; tributaries after the rivers they join.
var rivers = []line{
	{"Tiber", []ll{{42.55, 12.42}, {42.30, 12.50}, {42.15, 12.56}, {41.92, 12.48}, {41.82, 12.40}, {41.74, 12.23}}},
	{"Aniene", []ll{{41.93, 13.10}, {41.96, 12.80}, {41.93, 12.52}}},
	{"Liri-Garigliano", []ll{{42.00, 13.27}, {41.72, 13.62}, {41.55, 13.52}, {41.46, 13.67}, {41.42, 13.82}, {41.32, 13.85}, {41.22, 13.77}}},
	{"Sacco", []ll{{41.78, 12.95}, {41.65, 13.25}, {41.57, 13.33}, {41.53, 13.52}}},
	{"Rapido", []ll{{41.60, 13.87}, {41.49, 13.85}, {41.43, 13.83}}},
	{"Volturno", []ll{{41.65, 14.10}, {41.48, 14.07}, {41.40, 14.20}, {41.33, 14.33}, {41.21, 14.46}, {41.18, 14.36}, {41.15, 14.26}, {41.10, 14.21}, {41.09, 14.10}, {41.02, 13.93}}},
	{"Calore", []ll{{40.84, 15.05}, {40.95, 15.00}, {41.10, 14.85}, {41.13, 14.78}, {41.18, 14.55}, {41.21, 14.46}}},
	{"Sele", []ll{{40.82, 15.22}, {40.65, 15.24}, {40.58, 15.10}, {40.53, 15.00}, {40.48, 14.95}}},
	{"Tanagro", []ll{{40.30, 15.65}, {40.50, 15.45}, {40.65, 15.24}}},
	{"Calore Lucano", []ll{{40.40, 15.40}, {40.45, 15.20}, {40.53, 15.02}}},
	{"Sangro", []ll{{41.76, 13.98}, {41.78, 14.11}, {41.92, 14.25}, {42.05, 14.35}, {42.23, 14.53}}},
	{"Trigno", []ll{{41.70, 14.30}, {41.85, 14.45}, {41.95, 14.60}, {42.07, 14.78}}},
	{"Biferno", []ll{{41.48, 14.47}, {41.62, 14.62}, {41.80, 14.85}, {41.98, 15.02}}},
	{"Fortore", []ll{{41.30, 15.00}, {41.55, 15.00}, {41.75, 15.15}, {41.92, 15.29}}},
	{"Pescara", []ll{{42.05, 13.93}, {42.17, 13.83}, {42.35, 14.05}, {42.465, 14.22}}},
	{"Cervaro", []ll{{41.20, 15.20}, {41.26, 15.36}, {41.42, 15.56}, {41.52, 15.85}}},
	{"Ofanto", []ll{{40.90, 15.28}, {40.95, 15.45}, {41.10, 15.62}, {41.22, 16.05}, {41.36, 16.20}}},
	{"Basento", []ll{{40.60, 15.85}, {40.45, 16.25}, {40.36, 16.82}}},
	{"Crati", []ll{{39.25, 16.30}, {39.60, 16.30}, {39.72, 16.50}}},
}

// roads through the towns they link, in order (names of cities above, or
// plain points for bends).
type road struct {
	name  string
	towns []string
}

var roads = []road{
	{"SS6 Casilina", []string{"Rome", "Valmontone", "Anagni", "Frosinone", "Ceprano", "Pontecorvo", "Cassino", "Mignano", "Teano", "Capua", "Aversa", "Naples"}},
	{"SS7 Appia", []string{"Rome", "Velletri", "Cisterna", "Terracina", "Fondi", "Formia", "Minturno", "Sessa Aurunca", "Capua", "Caserta", "Benevento", "Grottaminarda", "Lioni", "Potenza", "Tricarico", "Matera"}},
	{"SS7qtr Domiziana", []string{"Minturno", "Castel Volturno", "Pozzuoli", "Naples"}},
	{"SS18 Tirrena Inferiore", []string{"Naples", "Torre Annunziata", "Nocera", "Salerno", "Battipaglia", "Paestum", "Agropoli", "Vallo della Lucania", "Sapri", "Praia a Mare", "Paola"}},
	{"SS145 Sorrentina", []string{"Castellammare di Stabia", "Sorrento"}},
	{"SS163 Amalfitana", []string{"Sorrento", "Amalfi", "Salerno"}},
	{"SS19 delle Calabrie", []string{"Battipaglia", "Contursi", "Sala Consilina", "Lagonegro", "Castrovillari", "Cosenza"}},
	{"SS91 della Valle del Sele", []string{"Battipaglia", "Contursi", "Lioni", "Melfi"}},
	{"SS88 dei Due Principati", []string{"Salerno", "Avellino", "Benevento"}},
	{"SS7bis", []string{"Naples", "Nola", "Avellino", "Montella", "Lioni"}},
	{"SS87 Sannitica", []string{"Caserta", "Caiazzo", "Telese", "Benevento", "Campobasso", "Larino", "Termoli"}},
	{"SS158 della Valle del Volturno", []string{"Capua", "Caiazzo", "Piedimonte d'Alife", "Isernia"}},
	{"SS85 Venafrana", []string{"Mignano", "Venafro", "Isernia", "Boiano", "Campobasso"}},
	{"SS17 dell'Appennino Abruzzese", []string{"Foggia", "Lucera", "Campobasso", "Isernia", "Castel di Sangro", "Sulmona", "Popoli", "L'Aquila"}},
	{"SS90 delle Puglie", []string{"Benevento", "Ariano Irpino", "Bovino", "Foggia"}},
	{"SS16 Adriatica", []string{"Pescara", "Ortona", "Lanciano", "Vasto", "Termoli", "San Severo", "Foggia", "Cerignola", "Canosa", "Andria", "Trani", "Molfetta", "Bari"}},
	{"SS89 Garganica", []string{"Foggia", "Manfredonia", "Vieste"}},
	{"SS5 Tiburtina Valeria", []string{"Rome", "Tivoli", "Avezzano", "Popoli", "Chieti", "Pescara"}},
	{"SS82 della Valle del Liri", []string{"Avezzano", "Sora", "Ceprano"}},
	{"SS93 Appulo-Lucana", []string{"Barletta", "Canosa", "Melfi", "Potenza"}},
	{"SS96 Barese", []string{"Bari", "Gioia del Colle", "Altamura", "Matera"}},
	{"SS106 Ionica", []string{"Matera", "Metaponto", "Policoro", "Castrovillari"}},
	{"SS148 Anziate", []string{"Anzio", "Cisterna"}},
	{"Anzio-Albano road", []string{"Anzio", "Velletri"}},
	{"SS156 dei Monti Lepini", []string{"Littoria", "Frosinone"}},
	{"SS630 Ausonia", []string{"Formia", "Cassino"}},
	{"SS652 di Fondo Valle Sangro", []string{"Castel di Sangro", "Agnone", "Lanciano"}},
	{"Barletta-Andria road", []string{"Barletta", "Andria"}},
}

type label struct {
	text, kind string
	at         ll
}

var labels = []label{
	{"Tyrrhenian Sea", "sea", ll{40.20, 13.00}},
	{"Gulf of Salerno", "sea", ll{40.50, 14.65}},
	{"Bay of Naples", "sea", ll{40.72, 14.20}},
	{"Gulf of Gaeta", "sea", ll{41.12, 13.65}},
	{"Adriatic Sea", "sea", ll{42.40, 15.80}},
	{"Gulf of Taranto", "sea", ll{39.70, 16.95}},
	{"Gulf of Policastro", "sea", ll{39.85, 15.45}},
	{"Campania", "region", ll{41.00, 14.60}},
	{"Lazio", "region", ll{41.70, 12.60}},
	{"Abruzzo", "region", ll{42.20, 13.70}},
	{"Molise", "region", ll{41.65, 14.60}},
	{"Tavoliere", "region", ll{41.50, 15.70}},
	{"Basilicata", "region", ll{40.50, 16.10}},
	{"Calabria", "region", ll{39.55, 16.30}},
	{"Pontine Marshes", "region", ll{41.38, 13.00}},
	{"Vesuvius", "mountain", ll{40.82, 14.43}},
	{"Monte Camino", "mountain", ll{41.33, 13.95}},
	{"Monte Cassino", "mountain", ll{41.55, 13.77}},
	{"Matese", "mountain", ll{41.43, 14.38}},
	{"Maiella", "mountain", ll{42.08, 14.10}},
	{"Gran Sasso", "mountain", ll{42.45, 13.60}},
	{"Aurunci", "mountain", ll{41.33, 13.65}},
	{"Picentini", "mountain", ll{40.78, 15.08}},
	{"Cilento", "mountain", ll{40.30, 15.30}},
	{"Gargano", "mountain", ll{41.80, 15.95}},
	{"Murge", "mountain", ll{40.95, 16.45}},
	{"Pollino", "mountain", ll{39.92, 16.18}},
	{"Sila", "mountain", ll{39.30, 16.55}},
}
